import { describe, expect, it } from 'vitest';
import { validateValue } from '../../config/validate';
import { currentPersonas } from './personas';
import { complianceAnswer, personaById, userInfoAnswer, userTierAnswer } from './persona-answers';

describe('persona answers', () => {
  it('visitor is logged out; unknown ids fall back to the visitor', () => {
    expect(userInfoAnswer(personaById('visitor'), 'USD')).toEqual({ isLogin: false });
    expect(personaById('ghost').id).toBe('visitor');
    expect(personaById(undefined).id).toBe('visitor');
  });

  it('risk_user has kyc_toast.is_risk_user true', () => {
    expect(complianceAnswer(personaById('risk_user')).toast?.kyc_toast?.is_risk_user).toBe(true);
  });

  it.each(currentPersonas().map((p) => p.id))('%s: compliance answer is valid Facts and contains the fragment', (id) => {
    const persona = personaById(id);
    const compliance = complianceAnswer(persona);
    expect(validateValue('facts', { compliance })).toEqual([]);
    expect(compliance).toMatchObject(persona.facts.compliance ?? {});
  });

  it('the tier answer is a JSON string (the spec says it may be)', () => {
    expect(JSON.parse(userTierAnswer(personaById('nl_high_tier')))).toMatchObject({ tier_level: 12 });
  });
});
