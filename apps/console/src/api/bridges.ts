import type {
  BridgeAnswer as Bridge,
  BridgeDownload,
  BridgePlatform,
  bridgesApi,
} from '@dahua/shared/contracts/bridges';
import { bridgesPaths } from '@dahua/shared/paths/bridges';
import { clientFor } from './client';

export type { Bridge, BridgeDownload, BridgePlatform };

const bridges = clientFor<typeof bridgesApi>(bridgesPaths);

/** A one-time pairing code for the shop (valid 30 minutes), shown once. */
export const issuePairingCode = (shopId: number) => bridges.pairingCode({ params: { id: shopId } });
export const listBridges = (shopId: number) => bridges.list({ params: { id: shopId } });
/** Unpairs a bridge: its token stops working at once. */
export const removeBridge = (id: number) => bridges.remove({ params: { id } });
/** The bridge's one-file downloads, one per platform, newest version (empty: none published). */
/** Silent: the card says when there is none to offer. */
export const listBridgeDownloads = () => bridges.downloads({}, { silent: true });
