// Reserved usernames: the brand and its roles in any look-alike spelling, route names as whole names; ordinary names pass.
import { describe, expect, it } from 'vitest';
import { isReservedUsername, usernameSkeleton } from '../reserved-usernames';

describe('isReservedUsername', () => {
  it('refuses the brand and its roles, also inside a name and spelt with look-alikes', () => {
    for (const name of ['admin', 'adm1n', 'knowly', 'kn0wly_team', 'k.n.o.w.l.y', 'the_knowly', 'support', 'supp0rt.de', 'moderator_lea', 'rnoderator', 'offici4l', 'knovvly']) {
      expect(isReservedUsername(name), name).toBe(true);
    }
  });

  it('refuses route names as whole usernames only', () => {
    for (const name of ['app', 'api', 'auth', 'settings', 'profile', 'pay0uts', 'knows', 'me']) expect(isReservedUsername(name), name).toBe(true);
    for (const name of ['appleseed', 'lea_knows_bio', 'mehmet']) expect(isReservedUsername(name), name).toBe(false);
  });

  it('lets ordinary names through', () => {
    for (const name of ['anna', 'lea_2010', 'jonas.k', 'mia_b', 'ioana.popescu', 'zeynep_34']) expect(isReservedUsername(name), name).toBe(false);
  });

  it('folds look-alikes into one skeleton', () => {
    expect(usernameSkeleton('Kn0w.ly_1')).toBe('knowlyl');
    expect(usernameSkeleton('rnia')).toBe('mla');
  });
});
