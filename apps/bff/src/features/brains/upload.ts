import { brainMessages, type SourceKind, sourceNameOf } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { NewSource } from './sources-queries.ts';

/** Why an upload is refused: its status, the spec's words and the code. */
export type Refusal = { status: 400 | 413; error: string; code: string };
const refusal = (
  status: 400 | 413,
  message: keyof typeof brainMessages,
  code: string,
): Refusal => ({ status, error: brainMessages[message], code });

/**
 * Why reading an upload failed: a limit, or a body that is not the multipart form it says it is
 * (no boundary, cut short, a broken part header: the parser's errors carry no code). Nothing in
 * reading a request's own body is the server's fault.
 */
function uploadRefusal(error: unknown): Refusal {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refusal(413, 'fileTooLarge', 'file_too_large');
    case 'FST_FILES_LIMIT':
      return refusal(413, 'tooManyFiles', 'too_many_files');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refusal(400, 'noFiles', 'no_files');
    default:
      return refusal(400, 'malformedUpload', 'malformed_upload');
  }
}

/**
 * What a file is, from its bytes: a PDF or a DOCX by their signatures; otherwise UTF-8 text
 * (Markdown when its name says so); anything else is refused.
 */
async function kindOf(name: string, bytes: Buffer): Promise<SourceKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'pdf') return 'pdf';
  if (detected?.ext === 'docx') return 'docx';
  if (detected) return null;
  // Text has no signature: no NUL byte, and valid UTF-8 is checked when it is read.
  if (bytes.includes(0)) return null;
  return /\.(md|markdown|mdown)$/i.test(name) ? 'markdown' : 'text';
}

/**
 * Reads every file of a multipart request, kept in memory until every file passed, or says what
 * is wrong with it (nothing is kept).
 */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ files: NewSource[] } | Refusal> {
  const parts: { name: string; bytes: Buffer }[] = [];
  try {
    for await (const part of request.files()) {
      const bytes = await part.toBuffer();
      const name = sourceNameOf(part.filename || 'untitled');
      if (name === null) return refusal(400, 'badFileName', 'bad_file_name');
      if (bytes.length === 0) return refusal(400, 'emptyFile', 'empty_file');
      parts.push({ name, bytes });
    }
  } catch (error) {
    return uploadRefusal(error);
  }
  if (parts.length === 0) return refusal(400, 'noFiles', 'no_files');
  const files: NewSource[] = [];
  for (const { name, bytes } of parts) {
    const kind = await kindOf(name, bytes);
    if (!kind) return refusal(400, 'unsupportedType', 'unsupported_type');
    files.push({ name, kind, bytes });
  }
  return { files };
}
