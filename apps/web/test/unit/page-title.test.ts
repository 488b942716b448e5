import { describe, expect, it } from 'vitest';
import { fullTitle, titleForPath } from '../../src/shared/routes/page-title';

describe('page titles', () => {
  it('names each screen from its path', () => {
    expect(titleForPath('/')).toBe('Your files');
    expect(titleForPath('/files')).toBe('Your files');
    expect(titleForPath('/auth/login')).toBe('Sign in');
    expect(titleForPath('/transcripts/abc')).toBe('Transcript');
    expect(titleForPath('/enterprise/workflows')).toBe('Workflows');
    expect(titleForPath('/enterprise/workflows/abc')).toBe('Workflow');
    expect(titleForPath('/organisation/scores/abc')).toBe('Scores');
    expect(titleForPath('/organisation/members')).toBe('Members');
    expect(titleForPath('/organisation/members/abc')).toBe('Member');
    expect(titleForPath('/account')).toBe('Profile');
    expect(titleForPath('/account/billing')).toBe('Plans & billing');
    expect(titleForPath('/plans')).toBe('Plans & billing');
    expect(titleForPath('/no/such/page')).toBe('Page not found');
  });

  it('ends every title with the product name', () => {
    expect(fullTitle('Leave')).toBe('Leave · Scriptloom');
    expect(fullTitle('')).toBe('Scriptloom');
  });
});
