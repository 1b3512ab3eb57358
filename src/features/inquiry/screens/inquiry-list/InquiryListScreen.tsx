import { useQuery } from '@tanstack/react-query'
import { MessageCircleQuestion } from 'lucide-react'
import { useId } from 'react'
import type { InquirySummary } from '@/api/generated/account/model'
import { formatDate } from '@/shared/lib/korea-time'
import { inquiry } from '@/shared/messages/inquiry'
import { AppLink } from '@/shared/navigation/AppLink'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { href } from '@/shared/routes/route-table'
import {
  BottomAction,
  Button,
  EmptyState,
  InfoBox,
  List,
  ListRow,
  Page,
  QueryState,
  Section,
  Stack,
  Text,
} from '@/shared/ui'
import { StatusBadge } from '@/features/inquiry/components/StatusBadge'
import { inquiriesQuery } from '@/features/inquiry/inquiry.queries'

function InquiryRow({ item }: { item: InquirySummary }) {
  return (
    <ListRow
      as={AppLink}
      to={href('inquiryDetail', { inquiryId: item.inquiryId })}
      chevron
      title={item.title}
      meta={`${inquiry.categories[item.category]} · ${inquiry.askedOn(formatDate(item.createdAt))}`}
      trailing={<StatusBadge status={item.status} />}
    />
  )
}

/**
 * 1:1 문의: the patient's questions to the hospital, newest first, each saying whether it has
 * been answered; "문의하기" asks a new one (not while as many wait as the hospital takes).
 */
export default function InquiryListScreen() {
  const query = useQuery(inquiriesQuery())
  const navigation = useAppNavigation()
  const fullId = useId()
  const full = query.data ? query.data.waitingCount >= query.data.waitingLimit : false
  return (
    <Page>
      <Stack inset>
        <InfoBox>{`${inquiry.intro} ${inquiry.answerTime}`}</InfoBox>
      </Stack>
      <Section title={inquiry.listLabel}>
        <QueryState
          query={query}
          isEmpty={(list) => list.items.length === 0}
          empty={
            <EmptyState
              icon={<MessageCircleQuestion aria-hidden="true" />}
              title={inquiry.empty}
              description={inquiry.emptyHint}
            />
          }
        >
          {(list) => (
            <List label={inquiry.listLabel}>
              {list.items.map((item) => (
                <InquiryRow key={item.inquiryId} item={item} />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
      {query.data && query.data.waitingCount > 0 && (
        <Stack inset>
          <Text size="sm" tone="sub">
            {inquiry.waitingCount(query.data.waitingCount, query.data.waitingLimit)}
          </Text>
        </Stack>
      )}
      {full && query.data && (
        <Stack inset id={fullId}>
          <InfoBox tone="warning">{inquiry.waitingFull(query.data.waitingLimit)}</InfoBox>
        </Stack>
      )}
      <BottomAction>
        <Button
          size="lg"
          fullWidth
          disabled={full}
          aria-describedby={full ? fullId : undefined}
          onClick={() => void navigation.navigate(href('inquiryNew'))}
        >
          {inquiry.ask}
        </Button>
      </BottomAction>
    </Page>
  )
}
