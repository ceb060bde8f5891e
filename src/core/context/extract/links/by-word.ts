/*
 * The patterns of the fourth link pass that start at one element, found by that element: a word
 * looks up the few patterns it can start (one Map lookup per element), a possessive name and an
 * opening parenthesis the two that start there. Trying every pattern at every element cost the
 * reader about a third more time.
 */
import type { Reader } from '../reader.js'
import { friendOfAt } from './acquaintance.js'
import { comingFromAt, lastDayAt, replacedAt, untilAt } from './former.js'
import { HIRED, hiredAwayAt, welcomeAt } from './hires.js'
import { contactAt, offerAt } from './offers.js'
import { loopInAt, recommendationAt } from './referrals.js'
import { inTeamAt, joinsFromAt, teamMembersAt } from './affiliation.js'
import { deputyInParensAt, possReportAt, teamIncludesAt } from './reporting.js'
import { appositiveRoleAt, possRoleAt } from './roles.js'
import { joinedAsDeputyAt, numberTwoAt, reportingLineAt, reportsInParensAt } from './ties.js'
import { nextRoleAt, noLongerAt, putInTouchByAt, sentOurWayAt, setUpByAt, toldAboutUsAt } from './arrivals.js'
import { cardFieldAt, markThenReportAt } from './cards.js'
import { ARRANGED, arrangedByAt, nameCameUpAt } from './intro-credits.js'
import { mutualFriendAt } from './mutual.js'
import { listedThenReportAt } from './org-notes.js'
import type { View } from './view.js'

type AtRule = (r: Reader, view: View, i: number) => void

const BY_WORD = new Map<string, AtRule[]>()
const on = (rule: AtRule, ...words: string[]): void => {
  for (const word of words) BY_WORD.set(word, [...(BY_WORD.get(word) ?? []), rule])
}
on(teamIncludesAt, 'team', 'group', 'org')
on(teamMembersAt, 'team')
on(inTeamAt, 'team')
on(joinsFromAt, 'from')
on(possReportAt, 'to')
on(friendOfAt, 'his', 'her', 'my')
on(recommendationAt, 'on', 'at', 'per', 'following', 'after')
on(loopInAt, 'looping', 'loop', 'looped')
on(hiredAwayAt, ...HIRED)
on(welcomeAt, 'welcome', 'welcoming')
on(lastDayAt, 'last', 'final')
on(comingFromAt, 'coming', 'comes', 'came', 'arriving', 'arrives', 'arrived')
on(offerAt, 'introduce', 'intro', 'connect', 'put', 'get', 'set', 'arrange', 'make', 'do')
on(contactAt, 'contact')
on(replacedAt, 'replaced', 'replaces', 'succeeded', 'succeeds', 'took', 'takes')
on(untilAt, 'until', 'till')
on(reportingLineAt, 'reporting')
on(joinedAsDeputyAt, 'as')
on(numberTwoAt, 'his', 'her')
on(putInTouchByAt, 'put')
on(sentOurWayAt, 'sent')
on(toldAboutUsAt, 'told')
on(nextRoleAt, 'next')
on(setUpByAt, 'set')
on(noLongerAt, 'longer')
on(arrangedByAt, ...ARRANGED)
on(nameCameUpAt, 'came', 'come', 'comes')
on(mutualFriendAt, 'mutual')

/** Tries the patterns that can start at elements[i]. */
export function byWordAt(r: Reader, view: View, i: number): void {
  const e = view.at(i)!
  if (e.k === 'W') {
    const rules = BY_WORD.get(e.w)
    if (rules) for (const rule of rules) rule(r, view, i)
  } else if (e.k === 'P' && e.poss) {
    possReportAt(r, view, i)
    friendOfAt(r, view, i)
    possRoleAt(r, view, i)
  } else if (e.k === 'P') {
    appositiveRoleAt(r, view, i)
    markThenReportAt(r, view, i)
  } else if (e.k === 'X' && e.p === ':') cardFieldAt(r, view, i)
  else if (e.k === 'X' && e.p === '(') {
    deputyInParensAt(r, view, i)
    reportsInParensAt(r, view, i)
  } else if (e.k === 'X' && e.p === ')') listedThenReportAt(r, view, i)
}
