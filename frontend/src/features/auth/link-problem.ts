import { isApiError } from '@/lib/api-client';

/** What went wrong with a mailed link, from the API's error code. */
export type LinkProblem = 'expired' | 'used' | 'invalid' | 'other';

export function linkProblemOf(error: unknown): LinkProblem {
  if (!isApiError(error)) return 'other';
  if (error.code === 'TOKEN_EXPIRED') return 'expired';
  if (error.code === 'TOKEN_USED') return 'used';
  if (error.code === 'INVALID_TOKEN') return 'invalid';
  return 'other';
}

export const LINK_PROBLEM_TITLES: Record<LinkProblem, string> = {
  expired: 'This link has expired',
  used: 'This link was already used',
  invalid: 'This link is not valid',
  other: 'Something went wrong',
};
