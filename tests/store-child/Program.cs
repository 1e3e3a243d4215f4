using Bench.Store;

// Usage: Bench.Store.PublishChild RUN_FOLDER STORE_FILE STEP
// Publishes RUN_FOLDER into the DuckDB file STORE_FILE; after STEP (a PublishStep) it prints "paused at STEP" and
// waits to be killed, its transaction still open. Exit code 2 when it reached the end without pausing.
if (args.Length != 3 || !Enum.TryParse<PublishStep>(args[2], ignoreCase: true, out var pauseAt))
{
    Console.Error.WriteLine($"usage: RUN_FOLDER STORE_FILE STEP (STEP: {string.Join(", ", Enum.GetNames<PublishStep>())})");
    return 1;
}

using var store = RunStore.OpenForPublish(args[1]);
store.Publish(args[0], new PublishOptions
{
    OnStep = (step, rows) =>
    {
        if (step == pauseAt)
        {
            Console.WriteLine($"paused at {step} after {rows} rows");
            Console.Out.Flush();
            Thread.Sleep(Timeout.Infinite);
        }
    },
});
Console.WriteLine("published without pausing");
return 2;
