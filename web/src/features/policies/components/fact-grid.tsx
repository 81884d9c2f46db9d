export function FactGrid({ facts }: { facts: Array<[string, string]> }) {
  return (
    <dl className="policy__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="policy__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
