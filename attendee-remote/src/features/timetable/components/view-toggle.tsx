import { Button } from '@cc/design-system';
import type { TimetableView } from '../hooks/use-timetable-view';

export interface ViewToggleProps {
  view: TimetableView;
  onChange: (view: TimetableView) => void;
}

/** Grid or List: two toggle buttons, the pressed one is the view shown. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <fieldset className="att-tt-toggle">
      <legend className="att-tt-toggle__label">Show the timetable as</legend>
      <div className="att-tt-toggle__buttons">
        <Button variant="secondary" aria-pressed={view === 'grid'} onClick={() => onChange('grid')}>
          Grid
        </Button>
        <Button variant="secondary" aria-pressed={view === 'list'} onClick={() => onChange('list')}>
          List
        </Button>
      </div>
    </fieldset>
  );
}
