import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { useProgressiveCount } from './use-progressive-count';

function List({ total }: { total: number }) {
  const shown = useProgressiveCount(total, 8, 8);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

const items = (html: string) => html.match(/<li>/g)?.length ?? 0;

describe('useProgressiveCount', () => {
  it('renders the first rows at once and never more than there are', () => {
    expect(items(renderToString(<List total={20} />))).toBe(8);
    expect(items(renderToString(<List total={5} />))).toBe(5);
    expect(items(renderToString(<List total={0} />))).toBe(0);
  });
});
