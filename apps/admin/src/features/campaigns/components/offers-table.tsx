import { Badge, Button, Group, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import type { Offer, OfferStatus, Site } from '@sitenet/api-client';

/** What a row's buttons ask for; the page opens the matching dialog. */
export type OfferAction = 'edit' | 'placements' | 'postback' | 'delete' | { status: OfferStatus };

const STATUS_COLOR: Record<OfferStatus, string> = {
  active: 'green',
  paused: 'yellow',
  ended: 'gray',
};

export interface OffersTableProps {
  offers: Offer[];
  sites: Site[];
  /** Whether the person may change this offer (its site's manager, or owner/administrator). */
  canEdit: (offer: Offer) => boolean;
  onAction: (offer: Offer, action: OfferAction) => void;
}

/** Offers with their partner, site, state and placements; pause, resume, end, edit, delete. */
export function OffersTable({ offers, sites, canEdit, onAction }: OffersTableProps) {
  const domainOf = (siteId: number | null) =>
    siteId === null
      ? 'Every site'
      : (sites.find((site) => site.id === siteId)?.domain ?? `#${siteId}`);
  return (
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
      <Table striped aria-label="Offers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Offer</Table.Th>
            <Table.Th>Partner</Table.Th>
            <Table.Th>Site</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Placements</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.id} data-testid={`offer-row-${offer.id}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {offer.name}
                </Text>
                <Text size="xs" c="dimmed" truncate maw={280}>
                  {offer.destination_url}
                </Text>
              </Table.Td>
              <Table.Td>{offer.partner_name}</Table.Td>
              <Table.Td>{domainOf(offer.site_id)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge color={STATUS_COLOR[offer.status]} variant="light">
                    {offer.status}
                  </Badge>
                  {offer.status === 'active' && !offer.live && (
                    <Badge color="orange" variant="outline">
                      out of dates
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => onAction(offer, 'placements')}
                >
                  {offer.placements_count}
                </Button>
              </Table.Td>
              <Table.Td>
                {canEdit(offer) ? (
                  <Group gap={4} wrap="nowrap">
                    <Button
                      variant="default"
                      size="compact-sm"
                      onClick={() => onAction(offer, 'edit')}
                    >
                      Edit
                    </Button>
                    {offer.status === 'active' ? (
                      <Button
                        variant="default"
                        size="compact-sm"
                        onClick={() => onAction(offer, { status: 'paused' })}
                      >
                        Pause
                      </Button>
                    ) : (
                      <Button
                        variant="default"
                        size="compact-sm"
                        onClick={() => onAction(offer, { status: 'active' })}
                      >
                        Resume
                      </Button>
                    )}
                    {offer.status !== 'ended' && (
                      <Button
                        variant="default"
                        size="compact-sm"
                        onClick={() => onAction(offer, { status: 'ended' })}
                      >
                        End
                      </Button>
                    )}
                    <Button
                      variant="default"
                      size="compact-sm"
                      onClick={() => onAction(offer, 'postback')}
                    >
                      Postback
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      onClick={() => onAction(offer, 'delete')}
                    >
                      Delete
                    </Button>
                  </Group>
                ) : (
                  <Text size="xs" c="dimmed">
                    Network offer
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
