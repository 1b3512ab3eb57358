/**
 * The demo's own small UI, in its own React root beside the app: a discreet "데모" button that
 * opens the panel (persona, reset, clock, faults, simulated device, the contracts' API
 * reference for the backend teams), and the sheets the
 * simulated shell shows (identity verification, card payment, card registration).
 */
import { useState, useSyncExternalStore } from 'react'
import { Settings2 } from 'lucide-react'
import { isoDateTime, kst } from '@/shared/lib/dates'
import { formatDateTime } from '@/shared/lib/korea-time'
import { Button, Dialog, List, ListRow } from '@/shared/ui'
import { SelectField } from '@/shared/ui/select-field/SelectField'
import type { CardDeclineCode, CardPaymentRequest } from '@/shared/native'
import { SANDBOX_OPERATIONS } from '../handlers'
import { ANY_OPERATION } from '../runtime/faults'
import { sandbox } from '../runtime/sandbox'
import { ScenarioSteps } from './ScenarioSteps'
import { SANDBOX_NOW } from '../seed/constants'
import { OTHER_IDENTITIES, PERSONAS } from '../seed/personas'
import type { createDemoBridge } from './demo-bridge'
import { CARD_DECLINES } from './card-declines'
import { demoStore, type CardDecision, type DemoLocation } from './demo-store'
import { saveFaults } from './faults-storage'
import { registerAtCardPage } from './simulated-shell-services'
import styles from './DemoRoot.module.css'

interface DemoRootProps {
  bridge: ReturnType<typeof createDemoBridge>
  resetWorld: () => Promise<void>
  saveWorld: () => void
}

const reloadWith = (persona?: string) => {
  const url = new URL(window.location.href)
  if (persona) url.searchParams.set('persona', persona)
  window.location.assign(url.toString())
}

export function DemoRoot({ bridge, resetWorld, saveWorld }: DemoRootProps) {
  const demo = useSyncExternalStore(demoStore.subscribe, demoStore.get)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={styles.launcher} onClick={() => setOpen(true)} aria-label="데모 설정 열기">
        <Settings2 aria-hidden="true" />
        데모 체험 중 · 설정
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} variant="sheet" title="데모 설정">
        <DemoPanel
          onClose={() => setOpen(false)}
          bridge={bridge}
          resetWorld={resetWorld}
          saveWorld={saveWorld}
          location={demo.location}
          log={demo.log}
        />
      </Dialog>
      <RequestSheets />
    </>
  )
}

function DemoPanel({
  onClose,
  bridge,
  resetWorld,
  saveWorld,
  location,
  log,
}: DemoRootProps & {
  onClose: () => void
  location: DemoLocation
  log: Array<{ at: string; call: string }>
}) {
  /** The phone's own gestures act on the app, so the panel gets out of the way first. */
  const closeThenEmit = (event: 'back' | 'shake') => {
    onClose()
    setTimeout(() => bridge.emit(event), 0)
  }
  const [now, setNow] = useState(() => kst(sandbox.clock.now()).format('YYYY-MM-DDTHH:mm'))
  const [faultOp, setFaultOp] = useState(ANY_OPERATION)
  const [faultKind, setFaultKind] = useState('status')
  const [, rerender] = useState(0)

  const setClock = (iso: string) => {
    sandbox.clock.set(iso)
    saveWorld()
    window.location.reload()
  }
  const addFault = () => {
    const fault =
      faultKind === 'latency'
        ? { latencyMs: 3000 }
        : faultKind === 'network'
          ? { noResponse: 'network' as const }
          : faultKind === 'hang'
            ? { noResponse: 'hang' as const }
            : { status: Number(faultKind.replace('status', '') || 500) }
    sandbox.faults.set(faultOp, fault)
    saveFaults(sandbox.faults)
    rerender((n) => n + 1)
  }

  return (
    <div className={styles.panel}>
      <section aria-labelledby="demo-personas">
        <h3 id="demo-personas" className={styles.heading}>
          페르소나로 보기
        </h3>
        <List>
          {PERSONAS.map((p) => (
            <ListRow
              key={p.id}
              as="button"
              title={`${p.name} (${p.id})`}
              description={p.summary}
              onClick={() => reloadWith(p.id)}
            />
          ))}
          <ListRow as="button" title="로그아웃 상태" onClick={() => reloadWith('none')} />
        </List>
      </section>

      <ScenarioSteps saveWorld={saveWorld} />

      <section aria-labelledby="demo-clock">
        <h3 id="demo-clock" className={styles.heading}>
          시계 (한국 시간)
        </h3>
        <p>{formatDateTime(sandbox.clock.now(), kst(sandbox.clock.now()).format('HH:mm'))}</p>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>날짜와 시각</span>
            <input type="datetime-local" value={now} onChange={(e) => setNow(e.target.value)} />
          </label>
          <Button onClick={() => setClock(`${now}:00+09:00`)}>바꾸기</Button>
        </div>
        <div className={styles.row}>
          <Button variant="outline" onClick={() => setClock(isoDateTime(kst(sandbox.clock.now()).add(1, 'hour')))}>
            +1시간
          </Button>
          <Button variant="outline" onClick={() => setClock(isoDateTime(kst(sandbox.clock.now()).add(1, 'day')))}>
            +1일
          </Button>
          <Button variant="outline" onClick={() => setClock(SANDBOX_NOW)}>
            처음 시각
          </Button>
        </div>
      </section>

      <section aria-labelledby="demo-faults">
        <h3 id="demo-faults" className={styles.heading}>
          장애 주입
        </h3>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>호출</span>
            <select value={faultOp} onChange={(e) => setFaultOp(e.target.value)}>
              <option value={ANY_OPERATION}>모든 호출</option>
              {SANDBOX_OPERATIONS.map((op) => (
                <option key={op.operationId} value={op.operationId}>
                  {op.operationId}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>장애</span>
            <select value={faultKind} onChange={(e) => setFaultKind(e.target.value)}>
              <option value="status500">500 오류</option>
              <option value="status503">503 점검</option>
              <option value="latency">3초 지연</option>
              <option value="network">응답 없음 (연결 실패)</option>
              <option value="hang">응답 없음 (시간 초과)</option>
            </select>
          </label>
          <Button onClick={addFault}>추가</Button>
        </div>
        <List>
          {[...sandbox.faults.entries()].map(([op, fault]) => (
            <ListRow
              key={op}
              as="button"
              title={op === ANY_OPERATION ? '모든 호출' : op}
              description={JSON.stringify(fault)}
              trailing="삭제"
              onClick={() => {
                sandbox.faults.delete(op)
                saveFaults(sandbox.faults)
                rerender((n) => n + 1)
              }}
            />
          ))}
        </List>
      </section>

      <section aria-labelledby="demo-device">
        <h3 id="demo-device" className={styles.heading}>
          기기 (앱 셸 흉내)
        </h3>
        <div className={styles.row}>
          <Button
            variant={location === 'inside' ? 'primary' : 'outline'}
            onClick={() => demoStore.setLocation('inside')}
          >
            병원 안 (50m 이내)
          </Button>
          <Button
            variant={location === 'outside' ? 'primary' : 'outline'}
            onClick={() => demoStore.setLocation('outside')}
          >
            병원 밖
          </Button>
          <Button
            variant={location === 'denied' ? 'primary' : 'outline'}
            onClick={() => demoStore.setLocation('denied')}
          >
            위치 권한 거부
          </Button>
        </div>
        <div className={styles.row}>
          <Button variant="outline" onClick={() => closeThenEmit('back')}>
            하드웨어 뒤로
          </Button>
          <Button variant="outline" onClick={() => closeThenEmit('shake')}>
            흔들기
          </Button>
        </div>
        <ol className={styles.log} aria-label="네이티브 호출 기록">
          {log.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <time>{entry.at}</time> {entry.call}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="demo-backend">
        <h3 id="demo-backend" className={styles.heading}>
          백엔드 팀
        </h3>
        <List>
          <ListRow
            as="a"
            href={`${import.meta.env.BASE_URL}api-docs/`}
            target="_blank"
            rel="noopener"
            title="API 참조 문서"
            description="계약의 모든 호출: 설명, 예시, 거절 코드, 제안하는 호출 (새 탭)"
            chevron
          />
        </List>
      </section>

      <Button
        variant="danger"
        fullWidth
        onClick={() => {
          void resetWorld().then(() => window.location.reload())
        }}
      >
        데모 초기화 (처음 상태로)
      </Button>
    </div>
  )
}

/** The simulated shell's sheets. */
function RequestSheets() {
  const { request } = useSyncExternalStore(demoStore.subscribe, demoStore.get)
  if (!request) return null
  const answer = <T,>(resolve: (value: T) => void, value: T) => {
    demoStore.answered()
    resolve(value)
  }
  if (request.kind === 'identity') {
    const people = [
      ...PERSONAS.map((p) => ({ label: `${p.name} (${p.id})`, identity: p.identity })),
      ...OTHER_IDENTITIES,
    ]
    return (
      <Dialog open variant="sheet" title="휴대폰 본인인증 (데모)" onClose={() => answer(request.resolve, null)}>
        <p>실제 앱에서는 통신사 본인인증 화면이 열립니다. 인증할 사람을 고르세요.</p>
        <List>
          {people.map((p) => (
            <ListRow
              key={p.identity.ci}
              as="button"
              title={p.label}
              description={`${p.identity.birthDate} · ${p.identity.cellphoneNumber}`}
              onClick={() => answer(request.resolve, p.identity)}
            />
          ))}
        </List>
      </Dialog>
    )
  }
  if (request.kind === 'payment')
    return <CardPaymentSheet request={request.request} answer={(decision) => answer(request.resolve, decision)} />
  return (
    <Dialog
      open
      variant="sheet"
      title="결제카드 관리 (데모)"
      onClose={() => answer(request.resolve, { status: 'cancelled' })}
      actions={
        <Button
          fullWidth
          onClick={() => {
            // The card page registers the card with the hospital's authorization; the shell
            // hands the app only what the page answered.
            void registerAtCardPage(request.authToken, 'KB국민카드').then(
              (card) => answer(request.resolve, { status: 'registered', ...card }),
              () => answer(request.resolve, { status: 'cancelled' }),
            )
          }}
        >
          KB국민카드 등록
        </Button>
      }
    >
      실제 앱에서는 카드사 화면에서 카드를 등록합니다.
    </Dialog>
  )
}

/** The simulated card page: approve, or decline for a reason the shell can tell (or cancel by closing). */
function CardPaymentSheet({
  request,
  answer,
}: {
  request: CardPaymentRequest
  answer: (decision: CardDecision) => void
}) {
  const [decline, setDecline] = useState<CardDeclineCode>('LIMIT_EXCEEDED')
  return (
    <Dialog
      open
      variant="sheet"
      title={`카드 결제 (데모, ${request.provider})`}
      onClose={() => answer('cancel')}
      actions={
        <>
          <Button variant="outline" onClick={() => answer({ decline })}>
            거절
          </Button>
          <Button onClick={() => answer('approve')}>승인</Button>
        </>
      }
    >
      {`${request.goodsName}\n${request.amount.toLocaleString('ko-KR')}원을 결제합니다.`}
      <SelectField
        label="거절 사유"
        placeholder="거절 사유"
        options={CARD_DECLINES.map(({ code, label }) => ({ value: code, label }))}
        value={decline}
        onChange={(event) => setDecline(event.currentTarget.value as CardDeclineCode)}
      />
    </Dialog>
  )
}
