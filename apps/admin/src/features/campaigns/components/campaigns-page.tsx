import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import type { Offer, OfferStatus, Partner, Site } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { useSites } from '../../../lib/api/get-sites';
import { notifySuccess } from '../../../lib/notify-success';
import { useCan, useGrants, can } from '../../../lib/use-can';
import { useOffers } from '../../../lib/api/get-offers';
import { usePartners } from '../api/get-partners';
import { useDeleteOffer } from '../api/save-offer';
import { useDeletePartner } from '../api/save-partner';
import { ConversionsSection } from './conversions-section';
import { OfferFormDialog } from './offer-form-dialog';
import { OfferStatusDialog } from './offer-status-dialog';
import { OffersTable, type OfferAction } from './offers-table';
import { PartnerFormDialog } from './partner-form-dialog';
import { PlacementsTable } from './placements-table';
import { PostbackDialog } from './postback-dialog';

export interface CampaignsPageProps {
  /** The site page (/{domain}/campaigns): the offers usable there; null: every offer (/campaigns). */
  siteId: number | null;
  domain: string | undefined;
  ready?: boolean;
}

type Dialog =
  | { kind: 'partner'; partner: Partner | null }
  | { kind: 'delete-partner'; partner: Partner }
  | { kind: 'offer'; offer: Offer | null }
  | { kind: 'status'; offer: Offer; status: OfferStatus }
  | { kind: 'placements'; offer: Offer }
  | { kind: 'postback'; offer: Offer }
  | { kind: 'delete-offer'; offer: Offer }
  | null;

/** /campaigns and /{domain}/campaigns: partners and their offers, and where each offer is placed. */
export function CampaignsPage({ siteId, domain, ready = true }: CampaignsPageProps) {
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const grants = useGrants();
  const mayManagePartners = useCan('partners.manage');
  // Whoever places offers reads the partners; a post writer sees the offers only.
  const mayReadPartners = useCan('offers.manage');
  const partners = usePartners({ enabled: ready && mayReadPartners });
  const offers = useOffers(siteId, { q: q.trim() || undefined }, { enabled: ready });
  const sites = useSites();
  const siteList: Site[] = sites.data ?? [];
  const editableSites = siteList.filter((site) => can(grants, 'offers.manage', site.id));
  const canEdit = (offer: Offer) =>
    offer.site_id === null ? mayManagePartners : can(grants, 'offers.manage', offer.site_id);
  const close = () => setDialog(null);

  const onAction = (offer: Offer, action: OfferAction) => {
    if (action === 'edit') setDialog({ kind: 'offer', offer });
    else if (action === 'placements') setDialog({ kind: 'placements', offer });
    else if (action === 'postback') setDialog({ kind: 'postback', offer });
    else if (action === 'delete') setDialog({ kind: 'delete-offer', offer });
    else setDialog({ kind: 'status', offer, status: action.status });
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {siteId
          ? `The offers usable on ${domain ?? 'this site'}: its own and the network’s. A tip pointing to an offer follows its current destination at every click.`
          : 'Partners and their offers on every site. Change an offer once and every tip that points to it follows at the next click.'}
      </Text>

      {!siteId && mayReadPartners && (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h4">
              Partners
            </Title>
            {mayManagePartners && (
              // Not while the site loads: the route mounts the page again for it, closing a dialog.
              <Button
                onClick={() => setDialog({ kind: 'partner', partner: null })}
                disabled={!ready}
              >
                Add partner
              </Button>
            )}
          </Group>
          <QueryState
            what="Partners"
            ready={ready}
            isPending={partners.isPending}
            error={partners.error}
            data={partners.data}
            refetch={partners.refetch}
            isEmpty={(data) => data.data.length === 0}
            emptyTitle="No partners yet"
            emptyText="Add the companies whose offers your tips recommend."
          >
            {(data) => (
              <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
                <Table striped aria-label="Partners">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Website</Table.Th>
                      <Table.Th>Contact</Table.Th>
                      <Table.Th ta="right">Offers</Table.Th>
                      {mayManagePartners && <Table.Th>Actions</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.map((partner) => (
                      <Table.Tr key={partner.id}>
                        <Table.Td>{partner.name}</Table.Td>
                        <Table.Td>{partner.website ?? '—'}</Table.Td>
                        <Table.Td>{partner.contact ?? '—'}</Table.Td>
                        <Table.Td ta="right">{partner.offers_count}</Table.Td>
                        {mayManagePartners && (
                          <Table.Td>
                            <Group gap={4} wrap="nowrap">
                              <Button
                                variant="default"
                                size="compact-sm"
                                onClick={() => setDialog({ kind: 'partner', partner })}
                              >
                                Edit
                              </Button>
                              <Button
                                variant="subtle"
                                color="red"
                                size="compact-sm"
                                onClick={() => setDialog({ kind: 'delete-partner', partner })}
                              >
                                Delete
                              </Button>
                            </Group>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </QueryState>
        </Paper>
      )}

      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">
            Offers
          </Title>
          <Group gap="sm">
            <TextInput
              aria-label="Search offers"
              placeholder="Search offers..."
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
            />
            {(mayManagePartners || editableSites.length > 0) && (
              <Button
                onClick={() => setDialog({ kind: 'offer', offer: null })}
                disabled={(partners.data?.data.length ?? 0) === 0}
              >
                Add offer
              </Button>
            )}
          </Group>
        </Group>
        <QueryState
          what="Offers"
          ready={ready}
          isPending={offers.isPending}
          error={offers.error}
          data={offers.data}
          refetch={offers.refetch}
          isEmpty={(data) => data.data.length === 0}
          emptyTitle={q ? 'No offer matches' : 'No offers yet'}
          emptyText={
            q
              ? 'Try another name.'
              : 'Add an offer of a partner, then point tips at it in the post editor.'
          }
        >
          {(data) => (
            <OffersTable
              offers={data.data}
              sites={siteList}
              canEdit={canEdit}
              onAction={onAction}
            />
          )}
        </QueryState>
      </Paper>

      {mayReadPartners && <ConversionsSection siteId={siteId} ready={ready} />}

      {dialog?.kind === 'partner' && <PartnerFormDialog partner={dialog.partner} onClose={close} />}
      {dialog?.kind === 'delete-partner' && (
        <DeletePartnerDialog partner={dialog.partner} onClose={close} />
      )}
      {dialog?.kind === 'offer' && (
        <OfferFormDialog
          offer={dialog.offer}
          partners={partners.data?.data ?? []}
          sites={editableSites}
          siteId={siteId}
          mayUseEverySite={mayManagePartners}
          onClose={close}
        />
      )}
      {dialog?.kind === 'status' && (
        <OfferStatusDialog offer={dialog.offer} status={dialog.status} onClose={close} />
      )}
      {dialog?.kind === 'placements' && (
        <Modal
          opened
          onClose={close}
          title={`Placements of “${dialog.offer.name}”`}
          size="min(780px, calc(100vw - 32px))"
        >
          <PlacementsTable offerId={dialog.offer.id} />
        </Modal>
      )}
      {dialog?.kind === 'postback' && <PostbackDialog offer={dialog.offer} onClose={close} />}
      {dialog?.kind === 'delete-offer' && (
        <DeleteOfferDialog offer={dialog.offer} onClose={close} />
      )}
    </Stack>
  );
}

function DeletePartnerDialog({ partner, onClose }: { partner: Partner; onClose: () => void }) {
  const remove = useDeletePartner();
  return (
    <ConfirmDialog
      opened
      title={`Delete ${partner.name}?`}
      confirmLabel="Delete partner"
      confirmColor="red"
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(partner.id, {
          onSuccess: () => {
            notifySuccess('Partner deleted');
            onClose();
          },
        })
      }
    >
      <Text size="sm">A partner with offers cannot be deleted: delete its offers first.</Text>
    </ConfirmDialog>
  );
}

function DeleteOfferDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const remove = useDeleteOffer();
  return (
    <ConfirmDialog
      opened
      title={`Delete ${offer.name}?`}
      confirmLabel="Delete offer"
      confirmColor="red"
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(offer.id, {
          onSuccess: () => {
            notifySuccess('Offer deleted');
            onClose();
          },
        })
      }
    >
      <Text size="sm">
        An offer that tips still point to cannot be deleted: pause or end it instead.
      </Text>
    </ConfirmDialog>
  );
}
