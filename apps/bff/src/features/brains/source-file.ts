import { sourceFileTypes, type SourceKind } from '@app/contracts';
import { create as contentDisposition } from 'content-disposition';

/**
 * What a file from a brain may do once the browser shows it: nothing. `sandbox` makes its page
 * an opaque origin without scripts, forms or pop-ups, so a file that is really HTML or SVG can
 * neither read the product's cookies nor act as the person; `default-src 'none'` loads nothing
 * it names. Chromium's PDF viewer still shows a PDF under this policy, at the page `#page=N`
 * asks (the e2e suite opens one).
 */
export const SOURCE_FILE_POLICY =
  "sandbox; default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The headers of a source's original file: its type from what its bytes were found to be (never
 * from its name), shown in the browser for PDF and text and downloaded for DOCX, under its name
 * (RFC 6266: an ASCII fallback and the UTF-8 name; control characters as spaces), never sniffed
 * into another type, kept by the person's browser only.
 */
export function sourceFileHeaders(file: { name: string; kind: SourceKind; sizeBytes: number }) {
  const name = file.name.replace(/\p{Cc}+/gu, ' ');
  return {
    'content-type': sourceFileTypes[file.kind],
    'content-disposition': contentDisposition(name, {
      type: file.kind === 'docx' ? 'attachment' : 'inline',
    }),
    'content-length': String(file.sizeBytes),
    'x-content-type-options': 'nosniff',
    'content-security-policy': SOURCE_FILE_POLICY,
    'cache-control': 'private',
  };
}
