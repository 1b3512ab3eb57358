import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useState } from 'react'
import { HOSPITAL } from '@/shared/config/hospital'
import { todayKst } from '@/shared/lib/korea-time'
import { documents } from '@/shared/messages/documents'
import { useSession } from '@/shared/session/use-session'
import { Button, Page, Section, Stack, Text } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group/RadioGroup'
import { IssuedPdf } from '@/features/documents/components/IssuedPdf'
import { familyAccountsQuery, paymentConfirmationQuery } from '@/features/documents/documents.queries'
import { confirmationYears } from '@/features/documents/lib/confirmation-years'

const { confirmation: words } = documents
const HAS_PATIENT_NO = /^[0-9]{8}$/

/** The people whose confirmation the sign-in may ask for: the acting patient, then the family's patients. */
function usePeople() {
  const session = useSession()
  const family = useQuery(familyAccountsQuery())
  const ownNo = session.user?.patientNo ?? ''
  const self = { patientNo: ownNo, label: words.self(session.user?.userName ?? '') }
  const others = (family.data?.accounts ?? [])
    .filter((a) => HAS_PATIENT_NO.test(a.patientNo) && a.patientNo !== ownNo)
    .map((a) => ({ patientNo: a.patientNo, label: words.family(a.userName) }))
  return [self, ...others]
}

/**
 * The year's payment confirmation (진료비 납입확인서, for 연말정산), from the payment history in one
 * step: the year (last year in January and February) and, for a main account with a family, whose;
 * then the PDF the hospital issued, in the app's PDF viewer, to save or send.
 */
export default function PaymentConfirmationScreen() {
  const [{ years, initial }] = useState(() => confirmationYears(todayKst(), HOSPITAL.startDate))
  const people = usePeople()
  const [year, setYear] = useState(initial)
  const [patientNo, setPatientNo] = useState('')
  const [asked, setAsked] = useState<{ year: number; patientNo: string }>()
  const chosen = people.find((p) => p.patientNo === patientNo) ?? people[0]!
  const own = chosen === people[0]
  return (
    <Page>
      <Stack inset gap={3}>
        <Text>{words.lead}</Text>
      </Stack>
      <Section title={words.year} padded>
        <RadioGroup
          legend={words.year}
          legendHidden
          name="year"
          columns={2}
          options={years.map((y) => ({ value: String(y), label: words.yearOption(y) }))}
          selected={String(year)}
          onChange={(e) => setYear(Number(e.target.value))}
          hint={year === years[0] ? words.thisYearNote : undefined}
        />
      </Section>
      {people.length > 1 && (
        <Section title={words.person} padded>
          <RadioGroup
            legend={words.person}
            legendHidden
            name="person"
            options={people.map((p) => ({ value: p.patientNo, label: p.label }))}
            selected={chosen.patientNo}
            onChange={(e) => setPatientNo(e.target.value)}
          />
        </Section>
      )}
      <Stack inset gap={4}>
        <Button
          size="lg"
          fullWidth
          variant="primary"
          icon={<FileText aria-hidden="true" />}
          onClick={() => setAsked({ year, patientNo: own ? '' : chosen.patientNo })}
        >
          {words.get}
        </Button>
        {asked && (
          <>
            <Text as="h2" size="lg" weight="bold">
              {words.title(asked.year, (people.find((p) => p.patientNo === asked.patientNo) ?? people[0]!).label)}
            </Text>
            <IssuedPdf
              key={`${asked.year}-${asked.patientNo}`}
              query={paymentConfirmationQuery(asked.year, asked.patientNo || undefined)}
              fileName={words.fileName(asked.year)}
            />
          </>
        )}
      </Stack>
    </Page>
  )
}
