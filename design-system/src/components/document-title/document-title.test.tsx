import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title';

describe('DocumentTitle', () => {
  it('names the document and follows a new title', () => {
    document.title = 'Conference Companion';
    const { rerender } = render(<DocumentTitle>Programme – Conference Companion</DocumentTitle>);
    expect(document.title).toBe('Programme – Conference Companion');

    rerender(<DocumentTitle>My Agenda – Conference Companion</DocumentTitle>);
    expect(document.title).toBe('My Agenda – Conference Companion');
  });

  it('renders nothing into the page', () => {
    const { container } = render(<DocumentTitle>News – Conference Companion</DocumentTitle>);
    expect(container.childNodes).toHaveLength(0);
    expect(document.querySelector('body title')).toBeNull();
  });
});
