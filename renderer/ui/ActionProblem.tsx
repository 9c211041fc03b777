/** Why a table's last action (remove, cancel, pause…) did not go, read out at once; nothing while none failed. */
export function ActionProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p role="alert" className="text-sell">
      {problem}
    </p>
  );
}
