import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeBootstrapPassword } from './bootstrap-password-file';

describe('the bootstrap admin password file', () => {
  it('is readable by its owner only and holds the password', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-bootstrap-'));
    const file = await writeBootstrapPassword(dir, 'boss@conference.test', 'generated-password-123');
    expect(readFileSync(file, 'utf8')).toContain('Password: generated-password-123');
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
