import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate'

/**
 * The change log's texts, held packed: the newest as they are, and every run of older ones that
 * passed PACK_AFTER characters deflated into one block. A person's create is about 260 characters
 * of JSON (about 290 bytes of heap as a string); runs of such requests, which repeat their keys,
 * target and most of their body, deflate to about 13 bytes each. Deflating a block takes about
 * 1 ms of CPU, once per PACK_AFTER characters written (fflate: pure JS, so the browser build packs
 * the same way).
 */
export const PACK_AFTER = 64 * 1024

export class PackedChanges {
  /** Older texts: each a run of them joined by `,`, deflated, held as a one-byte string of its bytes (heap, as the texts were). */
  private blocks: string[] = []
  /** The newest texts, not yet packed. */
  private recent: string[] = []
  private recentChars = 0
  /** How many texts are held. */
  count = 0

  push(text: string): void {
    this.recent.push(text)
    this.recentChars += text.length
    this.count++
    // The newest text stays out of a block: the log may take it back (a clock change replaced).
    if (this.recentChars - text.length >= PACK_AFTER) this.pack()
  }

  /** Takes back the newest text (the log replaces a clock change by a later one). */
  pop(): string | undefined {
    const text = this.recent.pop()
    if (text === undefined) return undefined
    this.recentChars -= text.length
    this.count--
    return text
  }

  /**
   * The texts in order, as runs joined by `,`: `[${run}]` parses as the run's changes, and the
   * runs joined by `,` are the texts joined by `,`.
   */
  *runs(): Generator<string> {
    for (const block of this.blocks) yield strFromU8(inflateSync(strToU8(block, true)))
    if (this.recent.length > 0) yield this.recent.join(',')
  }

  private pack(): void {
    const newest = this.recent.pop()!
    // Level 1: a tenth of the time of the default level for a few per cent more bytes.
    const deflated = deflateSync(strToU8(this.recent.join(',')), { level: 1 })
    const block = strFromU8(deflated, true)
    // Built of 16 KiB pieces past that size: reading a character makes it one string.
    block.charCodeAt(0)
    this.blocks.push(block)
    this.recent = [newest]
    this.recentChars = newest.length
  }
}
