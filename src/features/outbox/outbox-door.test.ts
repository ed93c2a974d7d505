import { describe, expect, it } from 'vitest';
import { closedDoor } from '../../components/roles/page-door.tsx';
import { meAs } from '../../components/testing/me.ts';
import { entriesFor } from '../../components/layout/nav.tsx';

describe('who meets the door of the outbox and of report schedules', () => {
  it('closes the outbox to viewers and clients, saying who can open it', () => {
    expect(closedDoor(meAs('viewer'), '/outbox')?.why).toBe(
      'Viewers cannot open the outbox — ask an owner or an admin.',
    );
    expect(closedDoor(meAs('client'), '/outbox/3')?.why).toBe(
      'Clients cannot open the outbox — ask an owner or an admin.',
    );
    expect(closedDoor(meAs('editor'), '/outbox/3')).toBeNull();
  });

  it('closes a client’s own site’s schedules, and opens them to a viewer (who reads them)', () => {
    expect(closedDoor(meAs('client', { sites: [101] }), '/reports/101/schedules')?.why).toBe(
      'Clients cannot open report schedules — ask an owner or an admin.',
    );
    expect(closedDoor(meAs('viewer'), '/reports/101/schedules')).toBeNull();
  });

  it('lists the outbox in the menu only for roles that send', () => {
    const has = (role: Parameters<typeof meAs>[0]) => entriesFor(role).some((e) => e.label === 'Outbox');
    expect(['owner', 'admin', 'editor'].map((r) => has(r as 'owner'))).toEqual([true, true, true]);
    expect(has('viewer')).toBe(false);
    expect(has('client')).toBe(false);
  });
});
