import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import type { Facts } from '../../../src/generated/schema-types';
import { diffDecisions, type DecisionChange } from '../decision/decision-diff';
import { decideAll } from '../decision/use-decided';

interface Impact {
  here: DecisionChange[];
  /** The same visitor on every site: how many Decision entries the edit changes there. */
  bySite: { site: string; changes: DecisionChange[] }[];
}

async function impactOf(base: CompiledConfig, edited: CompiledConfig, facts: Facts): Promise<Impact> {
  const here = diffDecisions(await decideAll(base, facts), await decideAll(edited, facts));
  const sites = Object.keys(edited.sites)
    .filter((k) => base.sites[k])
    .sort();
  const bySite = await Promise.all(
    sites.map(async (site) => ({
      site,
      changes: diffDecisions(await decideAll(base, { ...facts, site }), await decideAll(edited, { ...facts, site })),
    })),
  );
  return { here, bySite };
}

/** What the edits change in the Decision: for this scenario, and for this visitor on every site. */
export function EditImpact({ base, edited, facts }: { base: CompiledConfig | null; edited: CompiledConfig | null; facts: Facts }) {
  const [impact, setImpact] = useState<Impact | null>(null);
  const key = JSON.stringify(facts);
  useEffect(() => {
    if (!base || !edited) return undefined;
    let live = true;
    impactOf(base, edited, facts).then(
      (i) => {
        if (live) setImpact(i);
      },
      () => {
        if (live) setImpact(null);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the facts by value
  }, [base, edited, key]);
  if (!base || !edited || !impact) return null;
  if (base === edited || base.hash === edited.hash)
    return (
      <Box sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="edit-impact">
        No edits: the bundled configuration is previewed.
      </Box>
    );
  const touched = impact.bySite.filter((s) => s.changes.length);
  return (
    <Box sx={{ fontSize: 13 }} data-testid="edit-impact">
      <Box sx={{ fontWeight: 700 }}>What the edits change for this scenario ({impact.here.length})</Box>
      {impact.here.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {impact.here.map((c) => (
            <li key={`${c.key}-${c.text}`} data-change={c.key}>
              {c.text}
            </li>
          ))}
        </Box>
      ) : (
        <Box sx={{ color: 'text.secondary' }}>Nothing for this scenario.</Box>
      )}
      <Box sx={{ fontWeight: 700, mt: 1 }}>The same visitor on every site</Box>
      <Box sx={{ color: 'text.secondary' }}>
        {touched.length
          ? touched.map((s) => `${s.site}: ${s.changes.length} change${s.changes.length === 1 ? '' : 's'}`).join(' · ')
          : 'No site changes for this visitor.'}
      </Box>
    </Box>
  );
}
