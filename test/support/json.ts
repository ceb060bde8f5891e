import { isInteger, isSafeNumber, parse } from 'lossless-json'

// A bare integer of 16 or more digits somewhere in the text (a false positive inside a string only
// takes the slower parser).
const LONG_INTEGER = /[[:,]\s*-?\d{16}/

/**
 * Parses a response body without losing digits: an integer beyond 2^53 (an id the reference types
 * as integer, 17 digits long) becomes a `bigint`, every other number a `number`. The mock writes
 * such ids as JSON integers (decision 0016), so `JSON.parse` would round them.
 *
 * @example parseExactJson('{"artifact_id":32704519835647914}') // { artifact_id: 32704519835647914n }
 */
export function parseExactJson(text: string): any {
  return LONG_INTEGER.test(text) ? parse(text, undefined, exactNumber) : JSON.parse(text)
}

/** An integer JSON.parse would round becomes a bigint; every other number parses as JSON.parse does. */
const exactNumber = (text: string): number | bigint =>
  isInteger(text) && !isSafeNumber(text) ? BigInt(text) : Number(text)
