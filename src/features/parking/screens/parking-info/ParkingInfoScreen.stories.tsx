import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import ParkingInfoScreen from './ParkingInfoScreen'

type Setup = NonNullable<SandboxParameters['setup']>
type World = Parameters<Setup>[0]

/** 이서연 (outpatient): one car, 12가3456, in slot 1. */
const PATIENT_NO = '10234567'
let world: World | undefined

/** Keeps the story's world, so a play can read what was registered (or that nothing was sent). */
const keepWorld =
  (then?: Setup): Setup =>
  async (w) => {
    world = w
    await then?.(w)
  }

const carsInWorld = () =>
  world!.db.cars
    .findMany((q) => q.where({ patient: { patientNo: PATIENT_NO } }), { orderBy: { colNum: 'asc' } })
    .map((car) => car.carNumber)

const meta = preview.meta({
  title: 'Screens/Parking/ParkingInfo',
  component: ParkingInfoScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('parkingInfo'),
    sandbox: { persona: 'outpatient', setup: keepWorld() } satisfies SandboxParameters,
  },
})

const carList = () => screen.findByRole('list', { name: '등록한 차량 목록' })
const field = () => screen.findByRole('textbox', { name: '차량번호' })

export const Loaded = meta.story({
  name: 'Loaded: the registered car and today’s free hours',
  play: async ({ canvas }) => {
    const cars = await carList()
    await expect(within(cars).getByText('12가3456')).toBeVisible()
    await expect(within(cars).getByText('차량 1 · 2026.11.09 등록')).toBeVisible()
    await expect(within(cars).getByRole('button', { name: '12가3456 차량번호 변경' })).toBeEnabled()
    await expect(canvas.getByText('외래 진료 기준으로 8시간 무료입니다.')).toBeVisible()
    const row = canvas.getByRole('row', { name: /외래 진료/ })
    await expect(within(row).getByText('해당')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '차량 등록하기' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: '주차장 위치와 요금 보기' })).toHaveAttribute(
      'href',
      '/hospital/facility/parking',
    )
  },
})

export const RegisterSecondCar = meta.story({
  name: 'Registers a regional plate typed with spaces, sent without them',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '차량 등록하기' }))
    await expect(await field()).toHaveFocus()
    await userEvent.type(await field(), ' 서울 34 바 5678 ')
    await userEvent.click(canvas.getByRole('button', { name: '등록하기' }))
    await expect(await screen.findByText('서울34바5678 차량을 등록했습니다.')).toBeVisible()
    await expect(within(await carList()).getByText('서울34바5678')).toBeVisible()
    await expect(carsInWorld()).toEqual(['12가3456', '서울34바5678'])
    // Two cars: the limit is reached, nothing more to add.
    await expect(canvas.queryByRole('button', { name: '차량 등록하기' })).toBeNull()
  },
})

export const BadPlate = meta.story({
  name: 'A bad plate shows the message and sends nothing',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '차량 등록하기' }))
    const input = await field()
    await userEvent.click(canvas.getByRole('button', { name: '등록하기' }))
    await expect(input).toHaveAccessibleDescription(/차량번호를 입력해 주세요\./)
    await userEvent.type(input, '12Q3456')
    await userEvent.click(canvas.getByRole('button', { name: '등록하기' }))
    await expect(input).toHaveAccessibleDescription(/차량번호 형식이 맞지 않습니다/)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(input)
    await userEvent.type(input, '12갸3456')
    await expect(input).toHaveAccessibleDescription(/차량번호의 한글을 다시 확인해 주세요/)
    await expect(carsInWorld()).toEqual(['12가3456'])
    await expect(screen.queryByText(/차량을 등록했습니다/)).toBeNull()
  },
})

export const ChangeCar = meta.story({
  name: 'Changes the number of a registered car',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '12가3456 차량번호 변경' }))
    await expect(canvas.getByRole('heading', { name: '12가3456 차량번호 변경' })).toBeVisible()
    // The same number is no change.
    await userEvent.type(await field(), '12 가 3456')
    await userEvent.click(canvas.getByRole('button', { name: '변경하기' }))
    await expect(await field()).toHaveAccessibleDescription(/지금 등록된 번호와 같습니다/)
    await userEvent.clear(await field())
    await userEvent.type(await field(), '123가4567')
    await userEvent.click(canvas.getByRole('button', { name: '변경하기' }))
    await expect(await screen.findByText('123가4567 차량으로 변경했습니다.')).toBeVisible()
    await expect(within(await carList()).getByText('123가4567')).toBeVisible()
    await expect(carsInWorld()).toEqual(['123가4567'])
  },
})

export const RemoveCar = meta.story({
  name: 'Removes a car after confirming',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '12가3456 차량 삭제' }))
    const confirm = await screen.findByRole('alertdialog', { name: '차량을 삭제할까요?' })
    await expect(confirm).toHaveTextContent('12가3456 차량의 등록을 지웁니다.')
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제하기' }))
    await expect(await screen.findByText('12가3456 차량을 삭제했습니다.')).toBeVisible()
    await expect(await canvas.findByText('등록한 차량이 없습니다')).toBeVisible()
    await expect(carsInWorld()).toEqual([])
  },
})

export const RemoveCancelled = meta.story({
  name: 'Remove cancelled: the car stays',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '12가3456 차량 삭제' }))
    const confirm = await screen.findByRole('alertdialog', { name: '차량을 삭제할까요?' })
    await userEvent.click(within(confirm).getByRole('button', { name: '취소' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(within(await carList()).getByText('12가3456')).toBeVisible()
    await expect(carsInWorld()).toEqual(['12가3456'])
  },
})

export const NumberTaken = meta.story({
  name: 'The server refuses a number registered in the other slot',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '차량 등록하기' }))
    await userEvent.type(await field(), '12가3456')
    await userEvent.click(canvas.getByRole('button', { name: '등록하기' }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('이미 등록된 차량번호입니다.')
    await expect(carsInWorld()).toEqual(['12가3456'])
  },
})

export const Empty = meta.story({
  name: 'Empty: no car yet, then one registered',
  parameters: {
    sandbox: {
      setup: keepWorld((w) => void w.db.cars.deleteMany((q) => q.where({ patient: { patientNo: PATIENT_NO } }))),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('등록한 차량이 없습니다')).toBeVisible()
    await expect(canvas.getByText('외래 진료 기준으로 8시간 무료입니다.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '차량 등록하기' }))
    await userEvent.type(await field(), '77배7777')
    await userEvent.click(canvas.getByRole('button', { name: '등록하기' }))
    await expect(within(await carList()).getByText('77배7777')).toBeVisible()
    await expect(carsInWorld()).toEqual(['77배7777'])
  },
})

export const Inpatient = meta.story({
  name: 'An inpatient: 12 hours apply',
  parameters: { sandbox: { persona: 'inpatient' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('입원·퇴원·당일수술 기준으로 12시간 무료입니다.')).toBeVisible()
    const row = canvas.getByRole('row', { name: /입원·퇴원·당일수술/ })
    await expect(within(row).getByText('해당')).toBeVisible()
  },
})

export const NoPatientNumber = meta.story({
  name: 'Signed in without a patient number: register first, hours still shown',
  parameters: { sandbox: { persona: 'newcomer' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('환자번호를 등록하면 차량을 등록할 수 있습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '환자번호 등록하기' })).toHaveAttribute(
      'href',
      '/account/register/patient',
    )
    await expect(canvas.getByRole('table', { name: '방문 목적별 무료 주차 시간' })).toBeVisible()
    await expect(canvas.queryByText('해당')).toBeNull()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { fetchCarInfo: { status: 500, reason: '주차 정보를 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('주차 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchCarInfo: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true))
    await expect(canvas.queryByRole('list', { name: '등록한 차량 목록' })).toBeNull()
  },
})

export const LargeFont = meta.story({
  name: 'Large font: the form fits the phone',
  parameters: { sandbox: { settings: { isBigFont: 'ON' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '12가3456 차량번호 변경' }))
    await expect(await field()).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
})

export const Offline = meta.story({
  name: 'Offline: the car kept yesterday evening, with its time; changes wait for a connection',
  parameters: { sandbox: { offline: { receivedAt: '2026-11-22T18:10:00+09:00' } } },
  play: async ({ canvas }) => {
    const notice = (await canvas.findByText('인터넷에 연결되어 있지 않습니다')).closest<HTMLElement>('[role="status"]')!
    await expect(notice).toHaveTextContent('마지막으로 받은 정보를 보여 드립니다(2026.11.22 (일) 오후 6:10 기준)')
    await expect(notice).toHaveTextContent('차량 등록은 인터넷에 연결된 뒤에 하실 수 있습니다')
    const cars = await carList()
    await expect(within(cars).getByText('12가3456')).toBeVisible()
    await expect(within(cars).getByRole('button', { name: '12가3456 차량번호 변경' })).toBeDisabled()
    await expect(within(cars).getByRole('button', { name: '12가3456 차량 삭제' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: '차량 등록하기' })).toBeDisabled()
    await expect(canvas.getByText('외래 진료 기준으로 8시간 무료입니다.')).toBeVisible()
  },
})
