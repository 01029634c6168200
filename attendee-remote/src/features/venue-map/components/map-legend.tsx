import { LEGEND, type LegendSymbol } from '../content/map-content';

/** The symbol as drawn on the map; decorative here, because the label beside it says what it is. */
function LegendMark({ symbol, mark }: { symbol: LegendSymbol; mark: string }) {
  if (symbol === 'catering') {
    return (
      <svg className="att-map-mark att-map-mark--catering" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" />
        <rect x="6" y="7" width="9" height="10" fill="#ffffff" />
        <circle cx="17" cy="12" r="3.2" fill="none" stroke="#ffffff" strokeWidth="2" />
        <rect x="4" y="18" width="13" height="1.8" fill="#ffffff" />
      </svg>
    );
  }
  return (
    <span className={`att-map-mark att-map-mark--${symbol}`} aria-hidden="true">
      {mark}
    </span>
  );
}

export function MapLegend({ headingId }: { headingId: string }) {
  return (
    <section className="att-map-legend" aria-labelledby={headingId}>
      <h3 id={headingId}>Map legend</h3>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none */}
      <ul className="att-map-legend__list" role="list">
        {LEGEND.map((item) => (
          <li key={item.symbol} className="att-map-legend__item">
            <LegendMark symbol={item.symbol} mark={item.mark} />
            <span>
              <strong>{item.label}</strong>
              <span className="att-map-legend__meaning">{item.meaning}</span>
            </span>
          </li>
        ))}
        <li className="att-map-legend__item">
          <span className="att-map-mark att-map-mark--route" aria-hidden="true" />
          <span>
            <strong>Step-free route</strong>
            <span className="att-map-legend__meaning">Dashed lines: level paths, ramps and gentle slopes.</span>
          </span>
        </li>
      </ul>
    </section>
  );
}
