/**
 * The reading a source's passages come from, kept in `brain_sources.reading_version`: 1 since
 * passages are the exact text and keep their page (ADR 055); 2 since the index reads a name in
 * angle brackets (`<stdio.h>`) as the name, not as a markup tag. A change to how files are read
 * that the stored passages should follow raises it, and the re-index reads again every source
 * read before (ADR 056).
 */
export const READING_VERSION = 2;
