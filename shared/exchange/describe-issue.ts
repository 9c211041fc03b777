/** One readable line for what was wrong with a value zod refused: where, and what was expected there. */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** `records.0.price: expected a decimal string`; for a union, the branch that got furthest tells. */
export function describeIssue(error: z.ZodError): string {
  const issue = furthest(error.issues);
  if (issue === undefined) return 'invalid';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

function furthest(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): Issue | undefined {
  let best: Issue | undefined;
  for (const raw of issues) {
    const issue = { ...raw, path: [...prefix, ...raw.path] } as Issue;
    const candidate = issue.code === 'invalid_union' ? deepestBranch(issue) : issue;
    if (candidate !== undefined && (best === undefined || candidate.path.length > best.path.length)) best = candidate;
  }
  return best;
}

function deepestBranch(issue: Extract<Issue, { code: 'invalid_union' }>): Issue | undefined {
  let best: Issue | undefined;
  for (const branch of issue.errors) {
    const candidate = furthest(branch, issue.path);
    if (candidate !== undefined && (best === undefined || candidate.path.length > best.path.length)) best = candidate;
  }
  return best ?? issue;
}
