export declare const LOCAL_PORTS: { site: number; sink: number };
export declare const TEST_PORTS: { site: number; sink: number };
export declare const LOCAL_RESPONSIBLE_ATTORNEY: string;
export declare function localEnv(ports?: { site: number; sink: number }): Record<string, string>;
