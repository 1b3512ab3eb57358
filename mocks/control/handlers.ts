/**
 * The sandbox's control API under /__demo/: personas (with a valid token each), reset, the
 * clock, injected faults and the scenario steps (move a story along: the surgery, the pharmacy,
 * the waiting queue). The demo panel, the end-to-end tests and the native-shell team's
 * builds use it. It is not part of any contract and never reaches production.
 */
import { http, HttpResponse, type HttpHandler } from 'msw'
import { PERSONAS } from '../seed/personas'
import { ANY_OPERATION, MAX_INJECTED_DELAY_MS, type Fault } from '../runtime/faults'
import { sandbox, worldChanged } from '../runtime/sandbox'
import { SANDBOX_OPERATIONS } from '../handlers'
import { findScenarioStep, ScenarioEnd, SCENARIO_STEPS } from '../scenarios'
import { approveOnCardPage } from '../handlers/card-orders'
import { completeVerification, PersonSchema } from '../handlers/lib/credentials'
import { DEMO_DEVICE_ID } from '../seed/constants'
import { CardPageSchema, CardRegistrationSchema } from './card-page'
import { registerOnCardPage } from '../handlers/card-registrations'

export interface ControlOptions {
  /** Puts the world back to the seed (optionally at another time). */
  reset: (options: { now?: string }) => Promise<void>
  /** Called after the faults changed (the demo keeps them for the tab, as its panel does). */
  onFaultsChange?: () => void
}

const readBody = async (request: Request): Promise<Record<string, unknown>> => {
  try {
    return (await request.json()) as Record<string, unknown>
  } catch {
    return {}
  }
}

export function toFault(body: Record<string, unknown>): Fault {
  const fault: Fault = {}
  // A delay is capped (a shared mock API is not held open for ever).
  if (typeof body.latencyMs === 'number' && body.latencyMs > 0) {
    fault.latencyMs = Math.min(body.latencyMs, MAX_INJECTED_DELAY_MS)
  }
  if (typeof body.status === 'number' && body.status >= 400) fault.status = body.status
  if (typeof body.reason === 'string' && body.reason) fault.reason = body.reason
  if (body.noResponse === 'network' || body.noResponse === 'hang') fault.noResponse = body.noResponse
  const { bodyFields } = body
  if (bodyFields && typeof bodyFields === 'object' && !Array.isArray(bodyFields) && Object.keys(bodyFields).length) {
    fault.bodyFields = bodyFields as Record<string, unknown>
  }
  if (body.cors === false) fault.cors = false
  return fault
}

const faultList = () => [...sandbox.faults.entries()].map(([operationId, fault]) => ({ operationId, ...fault }))

export function controlHandlers(baseUrl: string, options: ControlOptions): HttpHandler[] {
  const at = (path: string) => `${baseUrl.replace(/\/$/, '')}/__demo${path}`
  const faultsChanged = () => {
    options.onFaultsChange?.()
    return HttpResponse.json(faultList())
  }
  return [
    http.get(at('/personas'), () =>
      HttpResponse.json(
        PERSONAS.map(({ id, name, userId, patientNo, token, rxToken, refreshToken, summary }) => ({
          id,
          name,
          userId,
          patientNo,
          token,
          // The e-prescription service's own token (rxBearerAuth), when the persona has a patient number.
          ...(rxToken ? { rxToken } : {}),
          // Renewing the session takes the refresh credential and the device it was issued to.
          refreshToken,
          deviceId: DEMO_DEVICE_ID,
          summary,
        })),
      ),
    ),
    http.post(at('/reset'), async ({ request }) => {
      const body = await readBody(request)
      await options.reset(typeof body.now === 'string' ? { now: body.now } : {})
      return HttpResponse.json({ reset: true, now: sandbox.clock.nowIso() })
    }),
    http.get(at('/clock'), () => HttpResponse.json({ now: sandbox.clock.nowIso(), today: sandbox.clock.today() })),
    http.put(at('/clock'), async ({ request }) => {
      const body = await readBody(request)
      try {
        if (typeof body.now === 'string') sandbox.clock.set(body.now)
        if (typeof body.advanceMinutes === 'number') sandbox.clock.advance(body.advanceMinutes)
      } catch {
        return HttpResponse.json({ reason: 'now must be an ISO date-time' }, { status: 400 })
      }
      return HttpResponse.json({ now: sandbox.clock.nowIso(), today: sandbox.clock.today() })
    }),
    http.get(at('/operations'), () =>
      HttpResponse.json(
        SANDBOX_OPERATIONS.map(({ operationId, method, path, base, auth }) => ({
          operationId,
          method,
          path,
          base,
          auth,
        })),
      ),
    ),
    http.get(at('/faults'), () => HttpResponse.json(faultList())),
    http.put(at('/faults/:operationId'), async ({ request, params }) => {
      const operationId = String(params.operationId)
      if (operationId !== ANY_OPERATION && !SANDBOX_OPERATIONS.some((op) => op.operationId === operationId)) {
        return HttpResponse.json({ reason: `unknown operation ${operationId}` }, { status: 404 })
      }
      sandbox.faults.set(operationId, toFault(await readBody(request)))
      return faultsChanged()
    }),
    http.delete(at('/faults/:operationId'), ({ params }) => {
      sandbox.faults.delete(String(params.operationId))
      return faultsChanged()
    }),
    http.delete(at('/faults'), () => {
      sandbox.faults.clear()
      return faultsChanged()
    }),
    // The identity provider's side: the person verified on the phone for a handle the shell started
    // (startIdentityVerification). In production the provider sends its encrypted result to the
    // hospital's server; here the simulated shell says who it was.
    http.post(at('/identity/:verificationId'), async ({ request, params }) => {
      const person = PersonSchema.safeParse(await readBody(request))
      if (!person.success)
        return HttpResponse.json(
          { reason: 'person: ci, userName, birthDate, cellphoneNumber, gender' },
          { status: 400 },
        )
      const done = await completeVerification(String(params.verificationId), person.data)
      if (!done) return HttpResponse.json({ reason: 'no such verification waiting' }, { status: 404 })
      worldChanged()
      return HttpResponse.json(done)
    }),
    // The card processor's payment page: approves an order whose hash matches (the hospital's
    // server then confirms the approval with the processor by order id).
    http.post(at('/card-page/approvals'), async ({ request }) => {
      const order = CardPageSchema.safeParse(await readBody(request))
      if (!order.success)
        return HttpResponse.json({ reason: 'provider, orderId, amount, hash, siteCode' }, { status: 400 })
      try {
        const { approvalNo, cardName, approvedAt } = await approveOnCardPage(order.data, order.data.cardName)
        worldChanged()
        return HttpResponse.json({ approvalNo, cardName, approvedAt })
      } catch (error) {
        return HttpResponse.json({ reason: error instanceof Error ? error.message : 'refused' }, { status: 400 })
      }
    }),
    // The card-management page (SK pay): registers a card with the hospital's one-time
    // authorization and hands the shell a card token (the hospital then asks the service by it).
    http.post(at('/card-page/registrations'), async ({ request }) => {
      const registration = CardRegistrationSchema.safeParse(await readBody(request))
      if (!registration.success) return HttpResponse.json({ reason: 'authToken, cardName' }, { status: 400 })
      try {
        const card = await registerOnCardPage(registration.data.authToken, registration.data.cardName)
        worldChanged()
        return HttpResponse.json(card)
      } catch (error) {
        return HttpResponse.json({ reason: error instanceof Error ? error.message : 'refused' }, { status: 400 })
      }
    }),
    http.get(at('/scenarios'), () =>
      HttpResponse.json(SCENARIO_STEPS.map((step) => ({ id: step.id, label: step.label, state: step.state() }))),
    ),
    http.post(at('/scenarios/:id'), async ({ params }) => {
      const step = findScenarioStep(String(params.id))
      if (!step) return HttpResponse.json({ reason: `unknown scenario ${String(params.id)}` }, { status: 404 })
      try {
        const message = await step.advance()
        worldChanged()
        return HttpResponse.json({ id: step.id, message, state: step.state() })
      } catch (error) {
        if (!(error instanceof ScenarioEnd)) throw error
        return HttpResponse.json({ id: step.id, reason: error.message, state: step.state() }, { status: 409 })
      }
    }),
  ]
}
