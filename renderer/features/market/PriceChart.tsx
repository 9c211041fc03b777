/** The chart's place in the layout. The chart itself comes in a later version. */
export function PriceChart() {
  return (
    <section aria-label="Price chart" className="panel chart-placeholder">
      <p>Chart arrives in a later version</p>
    </section>
  );
}
