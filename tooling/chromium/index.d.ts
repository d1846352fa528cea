export declare const CHROMIUM_PATH: string | undefined;
export declare const TEST_CHROMIUM_PATH: string | undefined;
export declare const CHROMIUM_ARGS: string[];
