import { describe, expect, it } from 'vitest';
import bundle from '@exam/sdk/bundle';
import type { Schemas } from '@exam/sdk';
import { homeCards, markingRoles, NO_MARKING_TEXT } from './cards';

type Session = Schemas['UserInfo'];
const examples = bundle.paths['/api/login/userinfo'].get.responses['200'].content['application/json'].examples;
const session = (name: 'ok' | 'markingTeacher' | 'noMarking') => examples[name].value.result as Session;
const enabled = (s: Session) => Object.fromEntries(homeCards(s).map((c) => [c.key, c.enabled]));

describe('home cards', () => {
  it('opens all three cards to a bureau administrator with every page', () => {
    expect(enabled(session('ok'))).toEqual({ exam: true, marking: true, analysis: true });
  });
  it('a marking teacher (type 4) has marking only: no exam pages, no score analysis', () => {
    expect(enabled(session('markingTeacher'))).toEqual({ exam: false, marking: true, analysis: false });
  });
  it('a role without /marking explains itself and offers its type-4 roles', () => {
    const s = session('noMarking');
    const marking = homeCards(s).find((c) => c.key === 'marking');
    expect(marking).toMatchObject({ enabled: false, reason: NO_MARKING_TEXT });
    expect(markingRoles(s).map((r) => r.unit_name)).toEqual(['临江市第一中学', '临江市实验中学']);
  });
});
