// Generated from schemas/*.schema.json by scripts/gen-types.ts. Do not edit.
/* eslint-disable */

// decision.schema.json
export type LoginMethod = ("google" | "metamask" | "apple" | "gateio")

/**
 * What the shell shows for one scenario: the output of decide(config, facts) (docs/contract.md). Titles are i18n keys; hrefs are paths without the language prefix unless external.
 */
export interface Decision {
site: {
key: string
id: number
name: string
}
locale: {
/**
 * The site language code: the path prefix and locale folder (en, kr, zh-tw, pt-br …).
 */
lang: string
/**
 * The BCP 47 tag of lang (kr → ko, zh → zh-CN, zh-tw → zh-TW, pt-br → pt-BR), for html lang, hreflang, Intl and i18next.
 */
tag: string
/**
 * '' for the site's default language, else '/{lang}'.
 */
prefix: string
dir: ("ltr" | "rtl")
/**
 * Where to send a request for a language the site does not offer.
 */
redirect: (string | null)
robots: (string | null)
/**
 * The page's canonical URL; null where there is no page (a 404).
 */
canonical: (string | null)
/**
 * The page under each of the site's languages (hreflang links); empty where there is no page (a 404).
 */
alternates: {
hreflang: string
href: string
}[]
/**
 * The site's languages in the site's order: code, path prefix ('' for the default) and hreflang. Present on every page, a 404 included (the language menu).
 */
languages: {
code: string
prefix: string
hreflang: string
}[]
}
redirect: (string | null)
hidden: string[]
header: NavItem[]
footer: {
columns: {
id: string
title: string
links: NavItem[]
}[]
social: boolean
socialLinks?: {
id: string
href: string
}[]
disclaimers: string[]
/**
 * The values of the UK financial promotion note (the site's fcaNote): present when the site names them.
 */
fcaNote?: {
firm: string
approvedOn: string
}
copyright: {
from: number
to: number
}
}
dialogs: DialogDecision[]
bars: string[]
widgets: {
chat: boolean
search: boolean
depositOtherWays: boolean
demoLabel: boolean
}
/**
 * Third-party login buttons of the login and sign-up forms, in order (the site's authorizedLogin; compliance §3.2, §6). Empty: e-mail and password only.
 */
loginMethods: LoginMethod[]
/**
 * Resolved template variables (fiat, trade pair …).
 */
vars: {
[k: string]: string | number | boolean | null
}
trace: TraceEntry[]
}
export interface NavItem {
id: string
title: string
desc?: string
href?: string
external?: boolean
/**
 * A special link: a link to a product the site declares upcoming (sites/*.yaml `upcoming`) where the Decision keeps eu_special_links; it opens the upcoming-feature modal instead of navigating.
 */
upcoming?: boolean
badge?: string
icon?: string
group?: string
event?: string
collect?: {
[k: string]: string | number | boolean
}
/**
 * The channel parameter this link's click adds, by the item the visitor is on (shell §2: growth tab clicks add a channel parameter for specific page pairs): {current item id: channel}.
 */
channelFrom?: {
[k: string]: string
}
children?: NavItem[]
}
export interface DialogDecision {
id: string
priority: number
modal: boolean
closable: boolean
confirmHref?: string
notice?: NoticeDecision
remember?: {
key: string
/**
 * When the acknowledgement stops counting (cookie expiry); null: never.
 */
until: (string | null)
in: ("cookie" | "storage")
format: string
}
}
/**
 * A plain notice declared as data (rules/dialogs.yaml `notice:`), its texts in the Decision's language (English where that language has none): DeclaredNotice renders it.
 */
export interface NoticeDecision {
title: string
body: string
confirm?: string
cancel?: string
links?: {
href: string
label: string
}[]
}
export interface TraceEntry {
kind: ("rule" | "note")
rule?: string
source?: string
fired?: boolean
/**
 * What the rule did: 'hide:deposit', 'dialog:kyc_upgrade' …
 */
effects?: string[]
conditions?: ConditionTrace
message?: string
}
/**
 * A condition as the engine saw it. `evaluated: false` means the engine skipped it (short-circuit).
 */
export interface ConditionTrace {
all?: ConditionTrace[]
any?: ConditionTrace[]
not?: ConditionTrace
fact?: string
operator?: string
value?: unknown
params?: Record<string, unknown>
factResult?: unknown
valueResult?: unknown
result?: boolean
evaluated?: boolean
/**
 * Decided when the site's configuration was compiled (a site.* fact).
 */
folded?: boolean
}

// dialogs.schema.json
/**
 * Declarations of every dialog and bar (compliance spec §2.4, §4): priority, whether it is modal, whether it can be closed, and which stored value records its acknowledgement.
 */
export interface DialogsFile {
dialogs: DialogDecl[]
bars: BarDecl[]
}
export interface DialogDecl {
id: string
/**
 * Higher opens first. Two modal dialogs may not share a priority.
 */
priority: number
modal?: boolean
closable?: boolean
/**
 * Name of the stored value (vocabulary `stored`) written when the dialog is acknowledged.
 */
remember?: string
/**
 * How long the acknowledgement keeps the dialog away (cookie lifetime).
 */
window?: string
source: string
notice?: NoticeDecl
}
/**
 * A plain notice declared as data: the build renders it with one generic view (no component of its own), so it may arrive in a live bundle. `body` is plain text (never HTML; a blank line starts a paragraph). `confirm` labels the confirm button (the shell's 'Confirm' when absent): it closes the notice, storing `remember`, and follows the rule's confirmHref. `cancel`, when given, labels a second button that only closes, as the close control does. `links` are shown under the text.
 */
export interface NoticeDecl {
title: NoticeText
body: NoticeText
confirm?: NoticeText
cancel?: NoticeText
links?: NoticeLink[]
}
/**
 * One text in each language the notice is written in, by the site's language code (en, kr, zh-tw …); `en` is required, and a language without its own text shows the English.
 */
export interface NoticeText {
[k: string]: string
}
export interface NoticeLink {
/**
 * A site path (the language prefix is added) or an https URL on one of the site's `anti` hosts.
 */
href: string
label: NoticeText
}
export interface BarDecl {
id: string
/**
 * Render order from the top.
 */
order: number
/**
 * Reserved height in px at first paint (no layout shift).
 */
height?: number
source: string
}

// facts.schema.json
/**
 * One scenario: everything a decision may depend on. Every field is optional; the default is a logged-out desktop visitor on the main site (docs/contract.md).
 */
export interface Facts {
/**
 * Site key or numeric id. Default main.
 */
site?: (string | number)
/**
 * Requested language (the path prefix, or the site default): a code as sites/*.yaml `languages` and locales/ write it (en, zh-tw, pt-br, kr). A pattern, not a list, so the codes stay declared once; it keeps a locale from being anything but a path segment.
 */
locale?: string
/**
 * Path without the language prefix. Default /. A same-origin path: one leading slash (`//host` and `/\host` are other origins to a browser), no backslash, whitespace or control character, at most 2,048 characters.
 */
path?: string
query?: {
[k: string]: string
}
/**
 * The only clock a decision reads.
 */
now?: string
device?: {
isPhone?: boolean
width?: number
/**
 * Visitor's offset from UTC, for calendar-day windows.
 */
utcOffsetMinutes?: number
}
user?: {
isLogin?: boolean
uid?: number
nickname?: string
/**
 * KYC level code: 0 level 0, 5 level 0.5, 2 level 1, 1 level 2, 4 level 3, 3 company.
 */
verified?: (string | number)
tier_level?: number
safe_level?: number
is_sub_account?: boolean
white_list_show?: boolean
country?: number
}
compliance?: Compliance
account?: {
mode?: ("classic" | "portfolio" | "single_currency" | "multi_currency")
first_open?: boolean
crossMarginUid?: number
optionsOpen?: boolean
/**
 * The user's role in the rebate programme, from the rebate user info's agency_type (compliance §3.2: 0 normal, 1 affiliate, 2 agent direct, 3 partner, 4 partner direct); normal when the call fails (compliance §8).
 */
agency?: ("normal" | "affiliate" | "agent_direct" | "partner" | "partner_direct")
}
/**
 * Header common data that is not user or compliance.
 */
common?: {
is_copper?: string
curr_fiat?: string
}
cookies?: {
[k: string]: string
}
/**
 * localStorage strings, as stored.
 */
storage?: {
[k: string]: string
}
experiments?: {
[k: string]: boolean
}
/**
 * Dialogs the visitor asked for in this page view (a click on an EU special link, picking Turkish).
 */
intents?: string[]
/**
 * Dialogs closed in this page view that have no stored acknowledgement.
 */
dismissed?: string[]
announcement?: {
content_id?: (string | number)
}
}
/**
 * The answer of GET /api/web/v1/compliance/check (compliance spec §3.1).
 */
export interface Compliance {
/**
 * Where this answer comes from, set by the client, never by the server: live (default) is the check's own answer; remembered is this visitor's last live answer on this site (the first paint before the check answers, or at most 24 h old when the check failed); fallback is the spec's empty answer of a failed check with nothing remembered (compliance §8).
 */
source?: ("live" | "remembered" | "fallback")
/**
 * Blocked product codes.
 */
menu?: string[]
/**
 * Business compliance codes (button_pilot_account).
 */
business?: string[]
business_banner?: Notice
limit?: {
limit_country?: string
limit_country_toast?: boolean
is_uk_limit?: boolean
brazil_toast?: boolean
is_nl_limit?: boolean
is_italy_limit?: boolean
ltw_toast?: boolean
is_uzbekistan_toast?: boolean
is_show_compliance_tips?: boolean
is_blocked_country?: boolean
is_ip_limit?: boolean
is_tr?: boolean
/**
 * Site key the visitor's region belongs to (EU/global switch).
 */
regional_site?: string
toast_config?: Notice
}
toast?: {
is_hk_user?: boolean
is_withdraw_only_user?: boolean
limit_country_user_status?: ("LIMIT_VISITOR" | "LIMIT_LOW_KYC_USER" | "LIMIT_HIGH_KYC_USER" | "NON_LIMIT_HIGH_KYC_USER")
kyc_toast?: {
show_kyc_upgrade_notice?: boolean
is_risk_user?: boolean
risk_user_guide_msg?: string
risk_user_guide_url?: string
/**
 * Hours; 0 means always show.
 */
risk_user_guide_frequency?: number
risk_user_guide_cookie_key?: string
/**
 * 1 means closable.
 */
risk_user_guide_be_closed?: number
}
}
}
export interface Notice {
title?: string
content?: string
text_link?: {
key?: string
link?: string
}[]
ok_button?: string
ok_button_router?: string
cancel_button?: string
no_close_button?: boolean
}

// links.schema.json
export type Id = string

/**
 * Navigation menus (shell spec §2) and footer link sets. Items carry stable ids, i18n title keys and href templates with {placeholders} from rules/vocabulary.yaml vars.
 */
export interface LinksFile {
/**
 * Top-level header items in render order; menus hold children.
 */
navigation?: LinkItem[]
/**
 * Footer link sets by id; a site names one in its `footer` field.
 */
footers?: {
[k: string]: FooterSet
}
}
export interface LinkItem {
id: Id
/**
 * i18n key.
 */
title: string
/**
 * i18n key of a one-line description.
 */
desc?: string
/**
 * Path without language prefix, an absolute https URL when external, or a {*_url} variable holding one. No other scheme, no protocol-relative //host.
 */
href?: string
external?: boolean
/**
 * i18n key of a badge.
 */
badge?: string
icon?: string
/**
 * Where a top-level item renders: main, growth, auth, account, tools, home.
 */
group?: string
/**
 * Other ids whose hiding hides this item (product codes, feature switches).
 */
flags?: Id[]
/**
 * Analytics click-event name.
 */
event?: string
collect?: {
[k: string]: string | number | boolean
}
/**
 * The channel parameter this link's click adds, by the item the visitor is on (shell §2: growth tab clicks add a channel parameter for specific page pairs): {current item id: channel}.
 */
channelFrom?: {
[k: string]: string
}
children?: LinkItem[]
}
export interface FooterSet {
columns: {
id: Id
title: string
links: LinkItem[]
}[]
}

// personas.schema.json
/**
 * scenarios/personas.yaml: the visitors the embedded backend answers as, the preview and the demo toolbar offer, and the scenario matrix crosses with sites, devices, languages, paths and moments (docs/adr/0205-personas-are-data.md).
 */
export interface PersonasFile {
/**
 * In the order the preview, the demo toolbar and the matrix list them. The first is the one an unknown persona id answers as. Ids are unique (checked by the loader, src/config/personas.ts).
 * 
 * @minItems 1
 */
personas: [Persona, ...(Persona)[]]
}
export interface Persona {
/**
 * The persona's id: the meridian_persona cookie's value and a segment of the matrix's scenario ids.
 */
id: string
/**
 * What the preview and the demo toolbar show.
 */
label: string
facts: Facts
}

// policies.schema.json
/**
 * A condition on the facts in the rules' own syntax (all/any/not, fact/operator/value).
 */
export type Condition = ({
all: Condition1[]
} | {
/**
 * @minItems 1
 */
any: [Condition1, ...(Condition1)[]]
} | {
not: Condition1
} | ConditionTest)
export type Condition1 = ({
all: Condition1[]
} | {
/**
 * @minItems 1
 */
any: [Condition1, ...(Condition1)[]]
} | {
not: Condition1
} | ConditionTest)
export type Operator = ("equal" | "notEqual" | "in" | "notIn" | "contains" | "doesNotContain" | "lessThan" | "lessThanInclusive" | "greaterThan" | "greaterThanInclusive" | "inList" | "isEmpty" | "olderThan" | "olderThanHours" | "pathUnder" | "olderThanDays" | "matches")
/**
 * Ids that must be in Decision.hidden.
 * 
 * @minItems 1
 */
export type IdList = [string, ...(string)[]]
/**
 * Ids that must not be in Decision.hidden.
 * 
 * @minItems 1
 */
export type IdList1 = [string, ...(string)[]]
/**
 * Dialogs that must be in the queue.
 * 
 * @minItems 1
 */
export type IdList2 = [string, ...(string)[]]
/**
 * Dialogs that must not be in the queue.
 * 
 * @minItems 1
 */
export type IdList3 = [string, ...(string)[]]
/**
 * Dialogs that, when in the queue, cannot be closed.
 * 
 * @minItems 1
 */
export type IdList4 = [string, ...(string)[]]
/**
 * These dialogs are never all in the queue at once.
 * 
 * @minItems 1
 */
export type IdList5 = [string, ...(string)[]]
/**
 * @minItems 1
 */
export type IdList6 = [string, ...(string)[]]

/**
 * Compliance policies (rules/policies/*.yaml): invariants on the Decision that must hold for every visitor in the policy's scope. `meridian verify` checks them over every class of visitor the rules can tell apart.
 */
export interface PoliciesFile {
/**
 * @minItems 1
 */
policies: [Policy, ...(Policy)[]]
}
export interface Policy {
id: string
description: string
/**
 * Spec section that makes this an invariant, e.g. 'compliance §4.1'.
 */
source: string
scope?: PolicyScope
expect: PolicyExpect
accept?: PolicyAcceptance
}
/**
 * Which visitors the policy speaks about. Omitted: every visitor on every site.
 */
export interface PolicyScope {
/**
 * Site keys; omitted: every site.
 * 
 * @minItems 1
 */
sites?: [string, ...(string)[]]
when?: Condition
}
export interface ConditionTest {
fact: string
operator: Operator
/**
 * A literal, or {fact: 'dot.path'} to compare with another fact.
 */
value: unknown
/**
 * Parameters of a computed fact (elapsedMs, sameDay).
 */
params?: Record<string, unknown>
}
export interface PolicyExpect {
hidden?: IdList
shown?: IdList1
dialogPresent?: IdList2
dialogAbsent?: IdList3
/**
 * The dialog that must open: dialogs[0].
 */
dialogFirst?: string
notClosable?: IdList4
dialogsNotTogether?: IdList5
/**
 * At most this many modal dialogs in the queue (verified as: no N+1 modal dialogs together).
 */
maxModalDialogs?: number
/**
 * Where the visitor must be sent; null: nowhere.
 */
redirect?: (string | null)
barPresent?: IdList6
barAbsent?: IdList6
/**
 * Item id → regular expression its href must match, when the item is visible.
 */
hrefMatches?: {
[k: string]: string
}
/**
 * Decision.locale.robots must equal this (null: no robots meta).
 */
robots?: (string | null)
/**
 * Decision.locale.lang must equal this (the language the page is served in).
 */
lang?: string
}
/**
 * A reviewed acceptance: `meridian verify` passes the policy although the facts listed could not be split into classes (it tried samples of them). Every report shows it with its reason.
 */
export interface PolicyAcceptance {
/**
 * The facts as verify names them (`path`, `compliance.menu`, `storage.meridian_announcement_closed`).
 * 
 * @minItems 1
 */
unproven: [string, ...(string)[]]
/**
 * Why the samples are enough for now, for the reviewer and every report.
 */
reason: string
}

// rule-tests.schema.json
/**
 * Each of these ids is hidden.
 */
export type Ids = string[]
/**
 * None of these ids is hidden.
 */
export type Ids1 = string[]
/**
 * The dialog queue, exactly, in order.
 */
export type Ids2 = string[]
/**
 * The bars, exactly, in order.
 */
export type Ids3 = string[]
/**
 * Rules that must fire.
 */
export type Ids4 = string[]
/**
 * Rules that must not fire.
 */
export type Ids5 = string[]
/**
 * Navigation item ids present in the header (at any depth).
 */
export type Ids6 = string[]
export type Ids7 = string[]
/**
 * Footer link ids present.
 */
export type Ids8 = string[]
/**
 * Header or footer item ids shown as special links (they open the upcoming-feature modal).
 */
export type Ids9 = string[]
/**
 * Header or footer item ids present as plain links, not special ones.
 */
export type Ids10 = string[]
/**
 * The Decision's third-party login methods, exactly, in order.
 */
export type Ids11 = string[]

/**
 * Scenarios with the decision fragments they must produce; run by `meridian test`.
 */
export interface RuleTestsFile {
tests: RuleTest[]
}
export interface RuleTest {
name: string
facts: Facts
expect: Expect
}
export interface Expect {
hidden?: Ids
visible?: Ids1
dialogs?: Ids2
bars?: Ids3
redirect?: (string | null)
fired?: Ids4
notFired?: Ids5
header?: Ids6
notInHeader?: Ids7
footer?: Ids8
notInFooter?: Ids7
upcoming?: Ids9
notUpcoming?: Ids10
/**
 * Item id → resolved href.
 */
hrefs?: {
[k: string]: string
}
widgets?: {
[k: string]: boolean
}
loginMethods?: Ids11
/**
 * Fields of Decision.locale that must match.
 */
locale?: Record<string, unknown>
vars?: Record<string, unknown>
/**
 * Fields of the first dialog that must match.
 */
dialog?: Record<string, unknown>
/**
 * social, copyright, disclaimers of Decision.footer that must match.
 */
footerMeta?: Record<string, unknown>
}

// rules-manifest.schema.json
/**
 * 16 hex of the SHA-256 of the signer's raw Ed25519 public key.
 */
export type KeyId = string
/**
 * Ed25519 signature (64 bytes), base64.
 */
export type Ed25519 = string
export type Names = string[]
export type Sha256 = string

/**
 * manifest.json of a published rule bundle (meridian publish; docs/rules-bundles.md, ADR 0214). Two parts are signed with Ed25519 as canonical JSON (keys sorted, no white space): the release (every member but `signatures` and `timestamp`), by one or more compliance keys (`signatures`; a build applies it when its threshold of distinct trusted keys signed), and the freshness (`timestamp`: over the release and its version, when it was issued and when it expires), by a timestamp key, so a scheduled refresh re-signs the freshness without touching the release. The browser checks the same shape by hand (src/config/bundle/manifest.ts manifestProblem); src/config/bundle/manifest.test.ts keeps the two in step.
 */
export interface RulesManifest {
/**
 * The release's signatures, one per key (`meridian publish`, then `meridian sign` for each further approver).
 * 
 * @minItems 1
 */
signatures: [Signature, ...(Signature)[]]
/**
 * The freshness signature over the canonical JSON of {expiresAt, issuedAt, role: "timestamp", version}, a new line, and the release's bytes. A page never applies a manifest past expiresAt.
 */
timestamp: {
keyId: KeyId
signature: Ed25519
issuedAt: string
expiresAt: string
}
/**
 * The bundle format; a client refuses another one.
 */
format: 2
/**
 * Grows by one with each publish; a client never applies a version at or below the one it uses.
 */
version: number
/**
 * The git revision of the sources (`+dirty` when the working tree had changes; `unknown` outside git).
 */
revision: string
/**
 * When this version's release was published; a refresh keeps it.
 */
createdAt: string
/**
 * Every name the bundle asks the code to understand; a build applies it only when each list is inside its own.
 */
vocabulary: {
/**
 * SHA-256 of the canonical JSON of the five lists.
 */
hash: string
features: Names
dialogs: Names
bars: Names
factPaths: Names
operators: Names
}
sites: {
[k: string]: {
/**
 * <site>.<16 hex of sha256>.json, immutable.
 */
file: string
sha256: Sha256
/**
 * Bytes of the file.
 */
size: number
}
}
/**
 * Versions withdrawn by a rollback (`meridian publish --from`), every earlier manifest's included: a page that has seen this manifest never applies them again.
 */
withdrawn: number[]
/**
 * Published with `--allow-dirty` from a working tree with changes: a production build refuses it.
 */
dirty?: true
}
export interface Signature {
keyId: KeyId
signature: Ed25519
}

// rules.schema.json
/**
 * Compliance and visibility rules. Each rule is a json-rules-engine condition tree (`when`) and Meridian actions (`then`). Facts are named by dot paths into the Facts object (facts.schema.json) or a computed fact.
 */
export interface RulesFile {
rules: RuleDecl[]
}
export interface RuleDecl {
id: string
description: string
/**
 * Spec section the rule implements, e.g. 'shell §6'.
 */
source: string
when?: Condition
then: Actions
/**
 * Order of redirects and `set` values when several rules give one (higher wins); default 1.
 */
priority?: number
}
export interface Actions {
/**
 * Ids to switch off, or a fact holding a list of ids.
 */
hide?: (IdList | FactRef)
show?: IdList1
dialog?: {
id: string
closable?: (boolean | FactRef)
/**
 * The link rule of every URL-valued configuration field: a path (#/$defs/path) or an https URL (#/$defs/httpsUrl); no other scheme.
 */
confirmHref?: string
}
bar?: string
/**
 * A path on this site only (same origin): never //host, a backslash or a scheme.
 */
redirect?: string
/**
 * Decision variables (href template values, locale and SEO values).
 */
set?: {
/**
 * The link rule of every URL-valued configuration field: a path (#/$defs/path) or an https URL (#/$defs/httpsUrl); no other scheme.
 * 
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "_url$".
 */
[k: string]: string | number | boolean | FactRef
}
}
export interface FactRef {
fact: string
}

// site.schema.json
/**
 * One regional site's configuration (compliance spec §3.2, shell spec §2 and §6). A site may `extends` another site by key: objects merge deeply, arrays and scalars replace.
 */
export type SiteFile = {
/**
 * Key of the site this one inherits from.
 */
extends?: string
/**
 * sub_website_id.
 */
id: number
/**
 * Short site key used in URLs, facts and rules.
 */
key: string
name: string
/**
 * Production hosts that select this site.
 */
hosts?: Hostname[]
/**
 * Analytics collector id.
 */
collectId?: string
/**
 * Tag manager id (production only).
 */
gtagId?: string
logo?: {
light: Image
dark: Image
}
/**
 * WebSocket hosts by market.
 */
ws?: {
[k: string]: WssUrl
}
/**
 * Third-party login methods the login and sign-up forms offer, in this order (compliance §3.2, §6); empty: e-mail and password only.
 */
authorizedLogin?: LoginMethod[]
/**
 * Customer-service chat offered on this site.
 */
chatroom?: boolean
bigData?: boolean
support?: Contact[]
business?: Contact[]
totpName?: string
/**
 * Hosts that server-provided links and redirects may point to.
 */
anti?: Hostname[]
defaultLang?: string
/**
 * Default quote currency, lower case (tr: try).
 */
defaultCurrB?: string
defaultFiat?: string
/**
 * Pair of the top-level trade link.
 */
tradePair?: string
/**
 * @minItems 1
 */
languages?: [string, ...(string)[]]
docs?: {
/**
 * The link rule of every URL-valued configuration field: a path (#/$defs/path) or an https URL (#/$defs/httpsUrl); no other scheme.
 */
agreement?: string
/**
 * The link rule of every URL-valued configuration field: a path (#/$defs/path) or an https URL (#/$defs/httpsUrl); no other scheme.
 */
privacy_policy?: string
/**
 * The link rule of every URL-valued configuration field: a path (#/$defs/path) or an https URL (#/$defs/httpsUrl); no other scheme.
 */
licenses?: string
/**
 * The link rule of every URL-valued configuration field: a path (#/$defs/path) or an https URL (#/$defs/httpsUrl); no other scheme.
 */
about?: string
}
/**
 * Ids switched off on this site (header switches of shell spec §6, hidden flags of compliance spec §3.2).
 */
hidden?: string[]
/**
 * Products not yet offered on this site (feature ids and product codes of rules/vocabulary.yaml, as in `hidden`): every header item, menu entry, footer link and home link to one of them opens the upcoming-feature modal instead of navigating, where the Decision keeps eu_special_links (shell §2, §6, §8).
 */
upcoming?: string[]
tradingViewExchange?: string
copyrightFrom?: number
/**
 * Footer link set id (sites/links/footer.yaml).
 */
footer?: string
social?: Social[]
/**
 * i18n keys of the footer's regulatory lines.
 */
disclaimers?: string[]
/**
 * The UK financial promotion note's values (shell §9; docs/sites.md): the FCA-authorised firm that approved the promotion and the date, filled into the translated note. Required when the site shows footer.disclaimer.uk_financial_promotion.
 */
fcaNote?: {
/**
 * The approving firm's registered name, as the visitor reads it.
 */
firm: string
/**
 * The approval date, YYYY-MM-DD; the footer writes it in the page's language.
 */
approvedOn: string
/**
 * Set while compliance has not given the real values: why. `meridian lint` warns at it on every run; remove it with the real firm and date.
 */
placeholder?: string
}
/**
 * An absolute https URL: lower-case host, optional port, no credentials, no backslash, whitespace, control or quote characters.
 */
sister?: string
/**
 * How often an open page asks for a newer published rule bundle (docs/rules-bundles.md); 5 when not set. Demo builds ask every 10 seconds.
 */
rulesRefreshMinutes?: number
seo?: {
/**
 * Advertise an x-default alternate link.
 */
xDefault?: boolean
}
}
/**
 * A host name as a browser's location.hostname gives it: lower-case letters, digits and hyphens in dot-separated labels; no port, path, scheme or markup (hosts are written into index.html's inline scripts).
 */
export type Hostname = string
/**
 * A wss:// URL: lower-case host, optional port, a path without backslash, whitespace, control or quote characters.
 */
export type WssUrl = string
/**
 * A link (links.schema.json#/$defs/link) or a mailto: address.
 */
export type ContactUrl = string

export interface Image {
/**
 * The link rule of every URL-valued configuration field: a path (#/$defs/path) or an https URL (#/$defs/httpsUrl); no other scheme.
 */
src: string
width: number
height: number
}
export interface Contact {
name: string
url: ContactUrl
}
export interface Social {
id: string
/**
 * An absolute https URL: lower-case host, optional port, no credentials, no backslash, whitespace, control or quote characters.
 */
href: string
}

// vocabulary.schema.json
export type StoredDecl = ({
[k: string]: unknown
} & {
name: string
in: ("cookie" | "storage")
/**
 * Cookie or localStorage key.
 */
key?: string
/**
 * Fact path whose value is the key (the risk-user cookie key comes from the compliance answer).
 */
keyFact?: string
/**
 * timestamp: ms since epoch; count-timestamp: 'count/ms'; keepalive: JSON {keepaliveDays, timestamp}; json-list: JSON list of ids; flag: on unless '', '0' or 'false'; present: on when set to anything non-empty.
 */
format: ("timestamp" | "count-timestamp" | "keepalive" | "json-list" | "flag" | "present")
description: string
})

/**
 * The names rules may use: feature switches (ids that are not navigation or footer items), template variables, stored values and the path → product code map.
 */
export interface VocabularyFile {
features?: FeatureDecl[]
vars?: VarDecl[]
stored?: StoredDecl[]
/**
 * Path pattern → compliance product code (compliance spec §2.3). The longest matching pattern wins; a query variant beats the plain pattern.
 */
products?: ProductDecl[]
}
export interface FeatureDecl {
id: string
description: string
/**
 * Off unless a rule shows it.
 */
hiddenByDefault?: boolean
}
export interface VarDecl {
name: string
description: string
default?: (string | number | boolean | null)
/**
 * Site field the default comes from.
 */
fromSite?: string
/**
 * Key of a site (sites/*.yaml) whose home page, https:// and its first host, is the default: a link to another site taken from that site's own configuration.
 */
siteHome?: string
/**
 * Fact path that overrides the default when present.
 */
fromFact?: string
}
export interface ProductDecl {
pattern: string
code: string
/**
 * Query parameters that must hold one of the listed values.
 */
query?: {
[k: string]: string[]
}
}
