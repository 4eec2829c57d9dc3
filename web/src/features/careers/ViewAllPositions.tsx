/** Clears search and filters and takes the visitor back to the top, where the list starts. */
export function ViewAllPositions({ onClear }: { onClear: () => void }) {
  return (
    <section className="careers-section careers-cta" aria-labelledby="careers-cta-heading">
      <h2 id="careers-cta-heading">Ready to join us?</h2>
      <button
        type="button"
        className="button"
        onClick={() => {
          onClear();
          const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        }}
      >
        View All Positions
      </button>
    </section>
  );
}
