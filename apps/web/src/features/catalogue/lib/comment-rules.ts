import { CreateCommentRequest } from '@app/contracts/catalogue';

/**
 * Spec §5: a comment is posted by a signed-in user (the form only exists for them), passes the
 * contract's rule (some text once trimmed, within its limit), and is not sent while another post
 * is in progress.
 */
export function canPostComment(content: string, posting: boolean): boolean {
  return !posting && CreateCommentRequest.safeParse({ content }).success;
}
