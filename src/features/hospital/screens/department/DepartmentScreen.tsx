import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Building2 } from 'lucide-react'
import { memo, useMemo, useState } from 'react'
import type { Department, DoctorList } from '@/api/generated/hospital/model'
import { hospital } from '@/shared/messages/hospital'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import {
  EmptyState,
  List,
  ListRow,
  Page,
  QueryState,
  SearchField,
  SearchOutcome,
  Section,
  Stack,
  Text,
} from '@/shared/ui'
import { DoctorRow } from '@/features/hospital/components/DoctorRow'
import { useRememberedParam } from '@/features/hospital/hooks/use-remembered-param'
import { departmentDoctorsQuery, departmentsQuery } from '@/features/hospital/hospital.queries'
import { buildSearchIndex, search, type SearchResults } from '@/features/hospital/lib/search'

const { search: words, departments: listWords } = hospital

export const departmentHref = (department: Department) =>
  href('departmentDetail', { departmentCode: department.departmentCode, departmentName: department.departmentName })

const NO_DOCTORS: DoctorList = []

/**
 * Every department's doctors, for the search. The list only changes once all have answered, so
 * the search index is built once per load and not once per department.
 */
function combineDoctors(results: Array<UseQueryResult<DoctorList>>) {
  const pending = results.some((r) => r.isPending)
  return {
    pending,
    failed: results.some((r) => r.isError),
    doctors: pending ? NO_DOCTORS : results.flatMap((r) => r.data ?? []),
  }
}

function DepartmentRow({ department }: { department: Department }) {
  return (
    <ListRow
      as={AppLink}
      to={departmentHref(department)}
      chevron
      leading={<Building2 aria-hidden="true" />}
      title={department.departmentName}
      description={department.location}
    />
  )
}

/** Memoised: the screen renders again as each department's doctors answer, the list never changes. */
const DepartmentList = memo(function DepartmentList({ departments }: { departments: Department[] }) {
  return (
    <Section title={listWords.title} variant="plain">
      <List label={listWords.title}>
        {departments.map((department) => (
          <DepartmentRow key={department.departmentCode} department={department} />
        ))}
      </List>
    </Section>
  )
})

function Results({ results }: { results: SearchResults }) {
  const { departments, doctors } = results
  return (
    <SearchOutcome
      announcement={words.found(departments.length, doctors.length)}
      found={departments.length > 0 || doctors.length > 0}
      hint={words.noResultsHint}
    >
      {departments.length > 0 && (
        <Section title={`${words.departments} ${departments.length}`} variant="plain">
          <List label={words.departments}>
            {departments.map((department) => (
              <DepartmentRow key={department.departmentCode} department={department} />
            ))}
          </List>
        </Section>
      )}
      {doctors.length > 0 && (
        <Section title={`${words.doctors} ${doctors.length}`} variant="plain">
          <List label={words.doctors}>
            {doctors.map(({ item, field }) => (
              <DoctorRow key={item.doctorCode} doctor={item} match={{ kind: field.kind, text: field.key.text }} />
            ))}
          </List>
        </Section>
      )}
    </SearchOutcome>
  )
}

/**
 * Departments and doctors (spec: find doctors): every department, and one box that finds
 * departments and doctors by name, initial consonants, half-typed syllables, speciality and
 * keyword. Also serves /departmentTest.
 *
 * The doctors are asked for (one call per department: the contracts have no list of all) once
 * the patient turns to the search box, or opens the screen with a search: the list of
 * departments alone does not cost the phone and the hospital's server some thirty calls.
 */
export default function DepartmentScreen() {
  const departments = useQuery(departmentsQuery())
  const [text, setText] = useRememberedParam('q')
  const [searching, setSearching] = useState(false)
  const codes = searching || text !== '' ? (departments.data?.map((d) => d.departmentCode) ?? []) : []
  const { doctors, pending, failed } = useQueries({
    queries: codes.map((code) => departmentDoctorsQuery(code)),
    combine: combineDoctors,
  })

  const index = useMemo(() => buildSearchIndex(departments.data ?? [], doctors), [departments.data, doctors])
  const results = useMemo(() => search(index, text), [index, text])

  return (
    <Page>
      <Stack inset gap={2}>
        <SearchField
          label={words.label}
          value={text}
          onChange={setText}
          placeholder={words.placeholder}
          onFocus={() => setSearching(true)}
        />
        <Text size="sm" tone="sub">
          {words.hint}
        </Text>
        {departments.isSuccess && pending && codes.length > 0 && (
          <Text size="sm" tone="sub" role="status">
            {words.doctorsLoading}
          </Text>
        )}
        {failed && (
          <Text size="sm" tone="sub" role="status">
            {words.doctorsFailed}
          </Text>
        )}
      </Stack>
      <QueryState
        query={departments}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={listWords.empty} description={listWords.emptyHint} />}
      >
        {(list) => (results ? <Results results={results} /> : <DepartmentList departments={list} />)}
      </QueryState>
    </Page>
  )
}
