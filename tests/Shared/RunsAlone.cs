namespace Bench.Tests;

/// <summary>
/// Tests that run alone: they change what the process shares (PATH), or measure the disk, where other tests running at
/// the same time would show.
/// </summary>
[CollectionDefinition(nameof(RunsAlone), DisableParallelization = true)]
public sealed class RunsAlone;
