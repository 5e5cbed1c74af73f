import { COMMENT_MAX_LENGTH } from '@app/contracts';

/**
 * Spec §5: a comment is posted by a signed-in user (the form only exists for them), is not empty
 * once trimmed, fits the contract's limit, and is not sent while another post is in progress.
 */
export function canPostComment(content: string, posting: boolean): boolean {
  const trimmed = content.trim();
  return !posting && trimmed.length > 0 && trimmed.length <= COMMENT_MAX_LENGTH;
}
