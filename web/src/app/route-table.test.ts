import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import product from '../../../docs/product.md?raw';
import { createRoutes } from './router';

// docs/product.md "Route table" lists every route of the router (the support console included), and only those.

/** Every path the router matches, nested routes joined, a splat route (`/ops/*`) by its base. */
function routerPaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    const own = route.path === undefined || route.path === '*' ? [] : [path.replace(/\/\*$/, '') || '/'];
    return [...own, ...routerPaths(route.children ?? [], route.path === undefined ? base : path)];
  });
}

/** The table's rows: the paths of the first column, and every path the row names anywhere (aliases in its text). */
function tableRows(): { first: string[]; named: string[] }[] {
  const lines = product.split('\n');
  const start = lines.findIndex((line) => line === '### Route table');
  const end = lines.findIndex((line, index) => index > start && line.startsWith('#'));
  return lines
    .slice(start + 1, end)
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const paths = (cell: string) => [...cell.matchAll(/`(\/[^`]*)`/g)].map((match) => match[1]!);
      return { first: paths(line.split('|')[1]!), named: paths(line) };
    });
}

describe('docs/product.md "Route table" and the router', () => {
  const routes = [...new Set(routerPaths(createRoutes()))];
  const rows = tableRows();

  it('reads both', () => {
    expect(routes).toContain('/ops');
    expect(rows.length).toBeGreaterThan(10);
  });

  it('every route of the router is in the table', () => {
    const named = new Set(rows.flatMap((row) => row.named));
    expect(
      routes
        .filter((path) => !named.has(path))
        .map(
          (path) =>
            `the router serves ${path}: add a row "| \`${path}\` | <what we show> |" to docs/product.md "Route table"`,
        ),
    ).toEqual([]);
  });

  it('every route the table lists is served', () => {
    expect(
      rows
        .flatMap((row) => row.first)
        .filter((path) => !routes.includes(path))
        .map((path) => `docs/product.md "Route table" lists ${path}, which web/src/app/router.tsx does not serve`),
    ).toEqual([]);
  });
});
