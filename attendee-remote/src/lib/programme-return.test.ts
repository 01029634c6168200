import { afterEach, describe, expect, it } from 'vitest';
import { programmeReturnPath, rememberProgrammeSearch } from './programme-return';

describe('programme return path', () => {
  afterEach(() => sessionStorage.clear());

  it('leads back to the programme as last filtered, and to the whole programme once the filters are cleared', () => {
    expect(programmeReturnPath()).toBe('/programme');
    rememberProgrammeSearch('?q=eye+gaze&day=Monday');
    expect(programmeReturnPath()).toBe('/programme?q=eye+gaze&day=Monday');
    rememberProgrammeSearch('');
    expect(programmeReturnPath()).toBe('/programme');
  });
});
