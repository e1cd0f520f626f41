/** The scale a device call comes from, as its credential names it (modules/device-auth). */
export type DeviceScale = { id: number; name: string; companyId: number; shopId: number };
