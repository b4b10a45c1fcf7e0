import { RegExpParser, type AST } from '@eslint-community/regexpp';
import { getFirstConsumedChar } from 'regexp-ast-analysis';
import { analyse } from 'scslre';
import { excerpt } from './excerpt';

/**
 * Whether a `matches` pattern runs in linear time in the browser's backtracking engine (issue 21
 * item 5). A visitor's URL is the subject, so a pattern that can backtrack exponentially blocks the
 * page. Runs at lint and compile time only: the site gets compiled config and never loads this.
 *
 * Two layers, both conservative:
 * 1. Shapes refused outright, whatever the analysis says: backreferences, inline flags
 *    (`(?i:…)`), quantifiers inside a lookbehind, a variable quantifier inside a repeated group (`(a+)+`, `(a?a?)+`,
 *    `(a{1,30}){1,30}`) and alternatives that can start alike under a repetition (`(a|a)*`).
 *    scslre models the pattern as an automaton and does not see these as V8 runs them.
 * 2. scslre (super-linear backtracking between quantifiers: `\d*\d*x`), with every bounded
 *    repetition counted as unbounded, since `[\s\S]{1,100}x[\s\S]{1,100}y` already takes 0.2 s
 *    on a 2,048-character subject.
 * A search that moves over every start position (scslre's "Move", `a+b`) stays quadratic; the
 * engine bounds the subject's length (MAX_SUBJECT_LENGTH in src/rules-model/operators.ts) for it.
 */

/** Longest pattern accepted: rule patterns match paths and short values. */
export const MAX_PATTERN_LENGTH = 200;

const parser = new RegExpParser({ ecmaVersion: 2025 });
const FLAGS = parser.parseFlags('u'); // the engine compiles every pattern with `u` and nothing else

type Parent = AST.Alternative | AST.Quantifier | AST.Group | AST.CapturingGroup | AST.LookaroundAssertion | AST.Pattern;

/** The nearest enclosing quantifier that repeats (max above 1), if any. */
function repeatingAncestor(node: AST.Node): AST.Quantifier | null {
  for (let p = node.parent as Parent | null; p; p = p.parent as Parent | null) {
    if (p.type === 'Quantifier' && p.max > 1) return p;
  }
  return null;
}

function insideLookbehind(node: AST.Node): boolean {
  for (let p = node.parent as Parent | null; p; p = p.parent as Parent | null) {
    if (p.type === 'Assertion' && p.kind === 'lookbehind') return true;
  }
  return false;
}

/** A piece of the pattern quoted for a message (short, control characters escaped). */
const q = (raw: string) => excerpt(raw, 60);

const cost = (outer: AST.Quantifier) => (outer.max === Infinity ? 'exponential' : 'polynomial');

/** Two alternatives of one group that can start with the same character (or with nothing). */
function overlappingAlternatives(alternatives: AST.Alternative[]): boolean {
  const firsts = alternatives.map((a) => getFirstConsumedChar(a, 'ltr', FLAGS));
  if (firsts.some((f) => f.empty)) return true;
  return firsts.some((a, i) => firsts.slice(i + 1).some((b) => !a.char.isDisjointWith(b.char)));
}

/** The first refused shape among a group's alternatives (overlap under a repetition, or inside one). */
function alternativesShape(node: AST.Pattern | AST.Group | AST.CapturingGroup | AST.LookaroundAssertion): string | null {
  const outer = node.alternatives.length > 1 ? repeatingAncestor(node) : null;
  if (outer && overlappingAlternatives(node.alternatives)) {
    return `can take ${cost(outer)} time (alternatives that can match the same text under a quantifier); ${q(node.raw)} inside ${q(outer.raw)}: make each alternative start with a different character`;
  }
  for (const a of node.alternatives) {
    const found = refusedShape(a);
    if (found) return found;
  }
  return null;
}

/** The first shape the pattern may not have, as the rest of a sentence about it; null when none. */
function refusedShape(node: AST.Node): string | null {
  switch (node.type) {
    case 'Backreference':
      return `uses a backreference ${q(node.raw)}, which can take exponential time; a pattern may not use one`;
    case 'Quantifier': {
      if (node.min !== node.max) {
        if (insideLookbehind(node))
          return `repeats ${q(node.raw)} inside a lookbehind, which can take polynomial time; a lookbehind may only hold text of fixed length`;
        const outer = repeatingAncestor(node);
        if (outer)
          return `can take ${cost(outer)} time (nested quantifier); ${q(node.raw)} repeats inside ${q(outer.raw)}: repeat only parts of fixed length`;
      }
      return refusedShape(node.element);
    }
    case 'Group':
      // Inline flags are the only flags a pattern string can carry; the checks here assume `u` alone.
      if (node.modifiers) return `sets flags inline (${q(node.raw)}); a pattern is compiled with the u flag only and may not change it`;
      return alternativesShape(node);
    case 'Pattern':
    case 'CapturingGroup':
      return alternativesShape(node);
    case 'Assertion':
      return node.kind === 'lookahead' || node.kind === 'lookbehind' ? alternativesShape(node) : null;
    case 'Alternative':
      for (const e of node.elements) {
        const found = refusedShape(e);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}

/** A parser error without the pattern it repeats (the pattern is quoted once, by the caller). */
const reason = (e: unknown) =>
  String((e as Error).message)
    .split(': ')
    .pop();

/** The pattern with every bounded repetition (`{1,100}`) made unbounded (`{1,}`), for the analysis. */
function unbounded(source: string, pattern: AST.Pattern): string {
  const cuts: { start: number; end: number; text: string }[] = [];
  const visit = (node: AST.Node): void => {
    if (node.type === 'Quantifier') {
      if (node.max > 1 && node.max !== Infinity && node.min !== node.max) {
        cuts.push({ start: node.element.end, end: node.end, text: `{${node.min},}${node.greedy ? '' : '?'}` });
      }
      visit(node.element);
    } else if ('alternatives' in node) node.alternatives.forEach(visit);
    else if (node.type === 'Alternative') node.elements.forEach(visit);
  };
  visit(pattern);
  let out = source;
  for (const c of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, c.start) + c.text + out.slice(c.end);
  return out;
}

/**
 * Why a `matches` pattern is refused, as the rest of a sentence that starts with the pattern
 * (`can take exponential time (nested quantifier); …`); null when it is safe. The pattern must
 * already compile as a JavaScript regular expression with the `u` flag.
 */
export function patternProblem(source: string): string | null {
  if (source.length > MAX_PATTERN_LENGTH) return `is ${source.length} characters long; a pattern may have at most ${MAX_PATTERN_LENGTH}`;
  let pattern: AST.Pattern;
  try {
    pattern = parser.parsePattern(source, 0, source.length, { unicode: true });
  } catch (e) {
    return `cannot be checked: ${reason(e)}`;
  }
  const shape = refusedShape(pattern);
  if (shape) return shape;
  try {
    const wide = unbounded(source, pattern);
    const parsed = { pattern: parser.parsePattern(wide, 0, wide.length, { unicode: true }), flags: FLAGS };
    const [report] = analyse(parsed, { reportTypes: { Move: false }, maxReports: 1 }).reports;
    if (!report) return null;
    const time = report.exponential ? 'exponential' : 'polynomial';
    const repeated = q(report.character.pick.repeat(3));
    if (report.type === 'Self')
      return `can take ${time} time (nested quantifier); ${q(report.quant.raw)} can match the same text as itself, e.g. ${repeated}`;
    if (report.type === 'Trade')
      return `can take ${time} time (quantifiers that can match the same text); ${q(report.startQuant.raw)} and ${q(report.endQuant.raw)} can both match e.g. ${repeated}`;
    return null; // Move reports are not asked for
  } catch (e) {
    return `cannot be checked for super-linear time (${reason(e)}); simplify it`;
  }
}
