import { Link } from 'react-router-dom';

const FEATURES: readonly { name: string; text: string }[] = [
  { name: 'High contrast', text: 'A black, white and yellow theme for low vision.' },
  { name: 'Text size', text: 'Small, standard, large and extra large text; every page reflows down to 320 pixels.' },
  { name: 'Reduced motion', text: 'No animations; switched on by itself when your device asks for it.' },
  { name: 'Larger targets', text: 'Buttons and links of at least 44 pixels for switch, eye-gaze and touch users.' },
  { name: 'Screen readers', text: 'Headings, landmarks and labelled controls; changes are announced as they happen.' },
  {
    name: 'Keyboard and switch access',
    text: 'Everything works without a mouse, with a visible focus and a skip link.',
  },
];

/** What the app does for access, and where to change it. */
export function AccessibilityFeatures() {
  return (
    <section aria-labelledby="home-a11y-heading" className="ds-section">
      <h2 id="home-a11y-heading">Accessibility features</h2>
      <p>
        Change these settings with the accessibility controls at the top of every page. Step-free routes, lifts, hearing
        loops, accessible toilets and quiet spaces are described as text on the <Link to="/map">Venue Map</Link>.
      </p>
      <ul className="att-home-a11y">
        {FEATURES.map((feature) => (
          <li key={feature.name}>
            <strong>{feature.name}</strong>: {feature.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
