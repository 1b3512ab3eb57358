import { describe, expect, it } from 'vitest'
import { messageLink } from './message-link'

describe('a message’s link', () => {
  it('is an app screen of the route table, with its search kept', () => {
    expect(messageLink('/outpatient/result')).toBe('/outpatient/result')
    expect(messageLink('/common/inquiry/Q202611180001')).toBe('/common/inquiry/Q202611180001')
    expect(messageLink('/hospital/notice/noticeDetail?uid=12')).toBe('/hospital/notice/noticeDetail?uid=12')
  })

  it('is nothing for another site, a path the app does not have, or the message box itself', () => {
    expect(messageLink(undefined)).toBeUndefined()
    expect(messageLink('')).toBeUndefined()
    expect(messageLink('https://example.com/outpatient/result')).toBeUndefined()
    expect(messageLink('//example.com/outpatient/result')).toBeUndefined()
    expect(messageLink('/nowhere/at/all')).toBeUndefined()
    expect(messageLink('/common/messageBox')).toBeUndefined()
  })
})
