import { applyPreferences, usePreferences } from '@cc/design-system';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessibilityControls } from './accessibility-controls';

let stopApplying: () => void;

beforeEach(() => {
  usePreferences.getState().reset();
  stopApplying = applyPreferences(document);
});
afterEach(() => {
  stopApplying();
});

const html = () => document.documentElement.dataset;

function openPanel() {
  render(<AccessibilityControls />);
  const toggle = screen.getByRole('button', { name: 'Accessibility' });
  fireEvent.click(toggle);
  return toggle;
}

describe('AccessibilityControls', () => {
  it('is a collapsed panel behind a button that says whether it is expanded', () => {
    render(<AccessibilityControls />);
    const toggle = screen.getByRole('button', { name: 'Accessibility' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Accessibility settings' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Accessibility settings' });
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('Escape collapses the panel and gives focus back to its button', () => {
    const toggle = openPanel();
    const checkbox = screen.getByRole('checkbox', { name: 'High contrast' });
    checkbox.focus();
    fireEvent.keyDown(checkbox, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('high contrast switches the store, its storage key and the html attribute', () => {
    openPanel();
    const checkbox = screen.getByRole('checkbox', { name: 'High contrast' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    fireEvent.click(checkbox);
    expect(usePreferences.getState().highContrast).toBe(true);
    expect(localStorage.getItem('cm-high-contrast')).toBe('true');
    expect(html().contrast).toBe('high');
    expect(checkbox.checked).toBe(true);
  });

  it('text size offers Small, Default, Large and Extra large as small/off/large/xl', () => {
    openPanel();
    const group = screen.getByRole('group', { name: 'Text size' });
    const options = Array.from(group.querySelectorAll('input[type="radio"]')) as HTMLInputElement[];
    expect(options.map((option) => option.value)).toEqual(['small', 'off', 'large', 'xl']);
    expect((screen.getByRole('radio', { name: 'Default' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Extra large' }));
    expect(usePreferences.getState().fontSize).toBe('xl');
    expect(localStorage.getItem('cm-font-size')).toBe('xl');
    expect(html().fontSize).toBe('xl');
    fireEvent.click(screen.getByRole('radio', { name: 'Small' }));
    expect(html().fontSize).toBe('small');
  });

  it('reduced motion and larger targets change their html attributes', () => {
    openPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reduced motion' }));
    expect(localStorage.getItem('cm-reduced-motion')).toBe('true');
    expect(html().reducedMotion).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Larger targets' }));
    expect(usePreferences.getState().largeTargets).toBe(true);
    expect(html().largeTargets).toBe('true');
  });

  it('says reduced motion follows the device until it is changed', () => {
    openPanel();
    const checkbox = screen.getByRole('checkbox', { name: 'Reduced motion' });
    expect(checkbox.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Follows your device setting/)).toBeTruthy();
    fireEvent.click(checkbox);
    expect(screen.queryByText(/Follows your device setting/)).toBeNull();
  });
});
