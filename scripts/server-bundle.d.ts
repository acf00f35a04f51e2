// The types of server-bundle.js (plain JavaScript so that `npm start` runs it without a compiler).
export declare const serverBundle: string;
export declare function isServerBundleStale(): boolean;
export declare function buildServerBundle(): Promise<void>;
export declare function buildWorkerBundles(dir: string): Promise<void>;
