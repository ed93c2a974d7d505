import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { fieldMessage, plainError } from './error-words.ts';

const err = (status: number, message: string, kind: ApiError['kind'] = 'invalid') =>
  new ApiError(status, message, kind, 'backlinks', 'POST', false);

// spec, Errors 4: the backlink report errors, each with its status and message.
describe('backlink errors in plain words', () => {
  it('puts a refused target or mode at its field', () => {
    expect(plainError(err(400, 'Invalid url')).field).toBe('target');
    expect(plainError(err(400, 'Invalid domain')).field).toBe('target');
    expect(plainError(err(400, 'Invalid mode')).field).toBe('mode');
    expect(fieldMessage(err(400, 'Invalid domain'))).toBe(
      'Invalid domain: The service did not accept this domain. Enter only the domain, such as example.com.',
    );
  });

  it('explains money, a failed collection, a missing report and a bad id', () => {
    expect(plainError(err(400, 'Not enough money in your balance', 'credits')).advice).toMatch(/Top up/);
    expect(plainError(err(400, 'Failed to get backlinks. Try again later')).advice).toMatch(/try again/);
    expect(plainError(err(404, 'Backlink report not found', 'not_found')).advice).toMatch(/deleted/);
    expect(plainError(err(400, 'Invalid report ID')).advice).toMatch(/number/);
  });

  it('adds nothing to a message it does not know', () => {
    expect(plainError(err(500, 'Upstream exploded', 'server'))).toEqual({});
    expect(fieldMessage(err(500, 'Upstream exploded', 'server'))).toBe('Upstream exploded');
  });
});
