import type { Venue } from '@cc/api/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../../test/render-app';

function venue(id: number, name: string, capacity: number): Venue {
  return {
    id,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    name,
    building: 'Rowan Centre',
    description: `${name} description.`,
    capacity,
    accessibility: `${name} is step-free.`,
    facilities: ['Large screen', 'Bluetooth speaker for AAC presenters'],
    location: 'Ground floor',
    stepFreeRoute: `Level path to ${name}.`,
    lifts: `No lift needed for ${name}.`,
    toilets: `Accessible toilet beside ${name}.`,
    hearingLoop: `Induction loop in ${name}.`,
    quietSpace: `Quiet room near ${name}.`,
  };
}

const venues = [venue(1, 'Rowan Auditorium', 390), venue(2, 'Linden Hall', 90)];

describe('venue map page', () => {
  it('offers the PDF, the map image with its description, the legend and the access features', async () => {
    mockApi({ 'GET /api/venues': () => json({ venues }) });
    renderApp('/map');
    expect(await screen.findByRole('heading', { level: 1, name: 'Venue Map' })).toBeTruthy();
    expect(document.title).toBe('Venue Map – Conference Companion');

    const pdf = screen.getByRole('link', { name: 'Download Campus Map (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/static/campus-map.pdf');
    expect(screen.getByRole('link', { name: 'Accessibility Information' }).getAttribute('href')).toBe(
      '#att-map-accessibility',
    );

    const image = screen.getByRole('img', { name: /^Campus map showing the five conference buildings/ });
    expect(image.getAttribute('src')).toBe('/static/campus-map.svg');
    const described = screen.getByRole('link', { name: 'Read the campus map described in words' });
    fireEvent.click(described);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The campus map in words' }));

    const legend = screen.getByRole('region', { name: 'Map legend' });
    for (const item of [
      'Conference venues',
      'Accessible entrances',
      'Parking',
      'Catering and facilities',
      'Information points',
      'Emergency assembly',
      'Accessible toilets',
    ]) {
      expect(within(legend).getByText(item)).toBeTruthy();
    }

    const features = screen.getByRole('region', { name: 'Accessibility features' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Wheelchair access',
      'Hearing support loops',
      'Accessible toilets on every floor',
      'Accessible parking',
      'Clear signage',
      'Quiet spaces',
    ]);

    expect(screen.getByText('All rooms are wheelchair accessible, with free Wi-Fi.')).toBeTruthy();
    expect(screen.getByText('Bluetooth speaker for AAC presenters', { selector: 'li' })).toBeTruthy();
    expect(screen.getByText('Accessibility Coordinator:').parentElement?.textContent).toBe(
      'Accessibility Coordinator: Available on request',
    );
  });

  it('opens a venue’s details with focus in the panel, and Close Details returns focus to its button', async () => {
    mockApi({ 'GET /api/venues': () => json({ venues }) });
    renderApp('/map');
    await screen.findByRole('heading', { level: 3, name: 'Linden Hall' });
    const open = screen.getByRole('button', { name: 'View details for Linden Hall' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');

    const panel = screen.getByRole('region', { name: 'Linden Hall' });
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { level: 3, name: 'Linden Hall' }));
    for (const text of [
      'Level path to Linden Hall.',
      'No lift needed for Linden Hall.',
      'Accessible toilet beside Linden Hall.',
      'Induction loop in Linden Hall.',
      'Quiet room near Linden Hall.',
      '90 people',
      'Large screen',
    ]) {
      expect(within(panel).getByText(text)).toBeTruthy();
    }

    fireEvent.click(within(panel).getByRole('button', { name: 'Close Details' }));
    expect(screen.queryByRole('region', { name: 'Linden Hall' })).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(open.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the rest of the page when the venues cannot be loaded', async () => {
    mockApi({ 'GET /api/venues': () => json({ statusCode: 500, code: 'INTERNAL', message: 'Failed' }, 500) });
    renderApp('/map');
    expect(await screen.findByText('Venue information could not be loaded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Campus Map (PDF)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
