import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableText } from './breakable-text';

describe('<BreakableText>', () => {
  it('offers a line break before every @ and dot of an email, and keeps the text intact', () => {
    const { container } = render(<BreakableText text="priya.raman@shop.example.in" />);
    expect(container.textContent).toBe('priya.raman@shop.example.in');
    expect(container.querySelectorAll('wbr')).toHaveLength(4);
    expect(
      [...container.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent),
    ).toEqual(['priya', '.raman', '@shop', '.example', '.in']);
  });

  it('keeps a hyphen at the end of its segment', () => {
    const { container } = render(<BreakableText text="orders@lakshmi-traders.in" />);
    expect(
      [...container.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent),
    ).toEqual(['orders', '@lakshmi-', 'traders', '.in']);
  });

  it('splits an address wherever the browser could break it, so no segment is ever broken inside', () => {
    const url = 'https://www.shop-mart.in/catalogue/kitchen-essentials?source=app&lang=ta#top';
    const { container } = render(<BreakableText text={url} />);
    expect(container.textContent).toBe(url);
    expect(
      [...container.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent),
    ).toEqual([
      'https:',
      '//',
      'www',
      '.shop-',
      'mart',
      '.in',
      '/',
      'catalogue',
      '/',
      'kitchen-',
      'essentials',
      '?',
      'source',
      '=app',
      '&lang',
      '=ta',
      '#top',
    ]);
  });

  it('leaves text without punctuation alone', () => {
    const { container } = render(<BreakableText text="Chaiwala" />);
    expect(container.innerHTML).toBe('Chaiwala');
  });
});
