/** Terms and their values, a line each, the values in tabular figures (an order's details, what an order will do). */
export function FactList({ facts, className }: { facts: readonly (readonly [term: string, value: string])[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className="num">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
