export declare function chromiumPath(): string | null;
