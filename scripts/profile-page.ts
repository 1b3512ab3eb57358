/**
 * `npx tsx scripts/profile-page.ts <url> [cpuSlowdown=4]`: loads one page in the system Chromium
 * with the CPU slowed down as Lighthouse's mobile preset simulates it, and prints what a
 * performance fix needs: the paint entries (FCP, every LCP candidate and its element), the
 * requests in order, and where the CPU went (a DevTools protocol profile): self time by function,
 * and by original source file through the build's source maps when `SOURCE_MAPS=<dist dir>`
 * names the served build (the demo build has them). Serve the build first (`npm run preview:demo`).
 * `STORAGE='{"key":"value"}'` puts those entries in the origin's localStorage before the page's
 * scripts run (a signed-in phone: the session's keys, as scripts/bench-lighthouse.ts writes them).
 */
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { SourceMapConsumer } from 'source-map-js'

const url = process.argv[2]
if (!url) throw new Error('usage: tsx scripts/profile-page.ts <url> [cpuSlowdown]')
const slowdown = Number(process.argv[3] ?? 4)

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  if (process.env.STORAGE) {
    await page.addInitScript(
      (entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      },
      JSON.parse(process.env.STORAGE) as Record<string, string>,
    )
  }
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  const started = Date.now()
  const requests: string[] = []
  page.on('requestfinished', (request) => {
    const timing = request.timing()
    requests.push(
      `${String(Date.now() - started).padStart(6)} ms  ${request.resourceType().padEnd(10)} ${request.url().slice(0, 110)}` +
        `  (${Math.round(timing.responseEnd)} ms)`,
    )
  })
  await page.addInitScript(() => {
    const seen: unknown[] = []
    Object.assign(window, { __paints: seen })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const lcp = entry as PerformanceEntry & { element?: Element; size?: number }
        const element = lcp.element
        seen.push({
          type: entry.entryType,
          name: entry.name,
          time: Math.round(entry.startTime),
          duration: entry.entryType === 'longtask' ? Math.round(entry.duration) : undefined,
          size: lcp.size,
          element: element ? `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}` : undefined,
        })
      }
    }).observe({ entryTypes: ['paint', 'largest-contentful-paint', 'longtask'] })
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 8000))
  // A mark that ties the page's clock to the profile's: a function of a known name spins at a known
  // page time, and its first sample's time in the profile gives the offset between the two.
  // (A string: tsx would wrap a named function in a helper the page does not have.)
  const markAt = await page.evaluate<number>(`(() => {
    const at = performance.now()
    ;(function profileClockMark() {
      const end = performance.now() + 20
      while (performance.now() < end);
    })()
    return at
  })()`)
  const { profile } = await cdp.send('Profiler.stop')
  const paints = await page.evaluate(() => (window as unknown as { __paints: unknown[] }).__paints)
  console.info('paints and long tasks:')
  for (const paint of paints) console.info(' ', JSON.stringify(paint))
  console.info('requests (finished at, since navigation):')
  for (const line of requests) console.info(' ', line)

  // Self time per function: samples x interval.
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<string, number>()
  const deltas = profile.timeDeltas ?? []
  ;(profile.samples ?? []).forEach((id, index) => {
    const node = byNode.get(id)!
    const { functionName, url: file, lineNumber } = node.callFrame
    const key = `${functionName || '(anonymous)'}  ${file.split('/').pop()}:${lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (deltas[index] ?? 0) / 1000)
  })
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  console.info(`CPU self time, top 40 of ${Math.round(total)} ms sampled (x${slowdown} slowdown):`)
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.info(`  ${time.toFixed(1).padStart(8)} ms  ${key}`)
  }

  // Self time by original source file, through the source maps of the served build.
  const dist = process.env.SOURCE_MAPS
  if (dist) {
    const consumers = new Map<string, SourceMapConsumer | null>()
    const consumerOf = (file: string) => {
      if (!consumers.has(file)) {
        try {
          consumers.set(file, new SourceMapConsumer(readFileSync(`${dist}/assets/${file}.map`, 'utf8')))
        } catch {
          consumers.set(file, null)
        }
      }
      return consumers.get(file)
    }
    const bySource = new Map<string, number>()
    ;(profile.samples ?? []).forEach((id, index) => {
      const { url: file, lineNumber, columnNumber, functionName } = byNode.get(id)!.callFrame
      const name = file.split('/').pop() ?? ''
      const consumer = name ? consumerOf(name) : null
      const original = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
      const key = original?.source
        ? original.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, 'npm:')
        : name || functionName || '(native)'
      bySource.set(key, (bySource.get(key) ?? 0) + (deltas[index] ?? 0) / 1000)
    })
    console.info('CPU self time by original source file, top 40:')
    for (const [key, time] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
      console.info(`  ${time.toFixed(1).padStart(8)} ms  ${key}`)
    }

    // Each long task (page time) with the source files its samples fall in.
    const sampleTimes: number[] = []
    let clock = profile.startTime
    for (const delta of deltas) sampleTimes.push((clock += delta) / 1000)
    const markIndex = (profile.samples ?? []).findIndex(
      (id) => byNode.get(id)!.callFrame.functionName === 'profileClockMark',
    )
    if (markIndex >= 0) {
      const offset = sampleTimes[markIndex]! - markAt
      const tasks = (paints as Array<{ type: string; time: number; duration?: number }>).filter(
        (entry) => entry.type === 'longtask',
      )
      console.info('long tasks (page time) and where their CPU went:')
      for (const task of tasks) {
        const files = new Map<string, number>()
        ;(profile.samples ?? []).forEach((id, index) => {
          const at = sampleTimes[index]! - offset
          if (at < task.time || at > task.time + (task.duration ?? 0)) return
          const { url: file, lineNumber, columnNumber, functionName } = byNode.get(id)!.callFrame
          const name = file.split('/').pop() ?? ''
          const original = name
            ? consumerOf(name)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
            : undefined
          const key = original?.source
            ? original.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, 'npm:')
            : name || functionName || '(native)'
          files.set(key, (files.get(key) ?? 0) + (deltas[index] ?? 0) / 1000)
        })
        const top = [...files]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([key, time]) => `${key} ${time.toFixed(0)}`)
        console.info(`  ${String(task.time).padStart(6)} ms +${task.duration} ms: ${top.join(', ')}`)
      }
    }
  }
} finally {
  await browser.close()
}
