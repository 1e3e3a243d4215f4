using System.Globalization;

namespace Bench.Scenarios.Autogrow;

/// <summary>
/// Autogrowth (seed 002): a data file created small (8 MB, the smallest SQL Server 2016 and later take; seed 002 used
/// 4 MB) with a large FILEGROWTH (1 GB) is filled by page writes until it has grown N times; every growth stall is timed, IFI on and off. A stall is what SQL Server does under the
/// growth and nothing else: extend and zero the new region with IFI off, extend only with IFI on. The case's elapsed
/// time is the total of its growth stalls (what seed 002 timed: the insert that triggered the growth); the page writes
/// that fill the file between growths are timed apart, as fill_ms.
/// </summary>
public sealed class AutogrowScenario() : Scenario<AutogrowParameters>(
    Describe.IfiCompared("autogrow", "AUTOGROW", "A data file filled by page writes until it autogrows N times; each growth stall timed, IFI on and off (seed 002).") with
    {
        Activity = "growing",
        Subject = id => id.Number("growth") is { } growth
            ? string.Create(CultureInfo.InvariantCulture, $"a file by {id.Number("growths") ?? 1} x {ByteSize.Spoken(growth)}")
            : "a file",
        GrowthStalls = true,
        FirstWriteCost = true,
        FillTimedApart = true,
        SeedIfiFigures = [new("seed 002", SeedIfiFigure.Seed002Hardware, "a 1 GB growth", 1L << 30, "13 s", "under a second", PerGrowth: true)],
    },
    [typeof(IDatabaseFiles)],
    [
        .. ProfileEntry.IfiOnRepeated(Profile.Quick, 20, ("initial_size", ["8MB"]), ("growth", ["256MB"]), ("growths", ["3"])),
        .. ProfileEntry.IfiOnRepeated(Profile.Standard, 20, ("initial_size", ["8MB"]), ("growth", ["1GB"]), ("growths", ["3"])),
        .. ProfileEntry.IfiOnRepeated(Profile.Full, 20, ("initial_size", ["8MB"]), ("growth", ["1GB"]), ("growths", ["5"])),
    ])
{
    /// <inheritdoc/>
    protected override ScenarioPlan Plan(AutogrowParameters parameters)
    {
        var initialization = parameters.Initialization;
        var filled = parameters.InitialSize.Bytes + ((parameters.Growths - 1) * parameters.Growth.Bytes);
        var growths = Enumerable.Range(0, parameters.Growths).SelectMany(_ => initialization.Ready(parameters.Growth.Bytes, 1));
        return new(parameters.FinalBytes + initialization.LogSize.Bytes)
        {
            // The page writes that fill the file are one 64 KB extent each.
            Work = CaseWork.Of(initialization.Ready(parameters.InitialSize.Bytes, 1), initialization.ZeroLog(), [new WorkStep([IoFlow.Writes(filled, 64 * 1024)])], growths) with
            {
                // With IFI the last growth is allocated and never written.
                DeletedBytes = (initialization.Ifi ? filled : parameters.FinalBytes) + initialization.LogSize.Bytes,
                DeletedFiles = 2,
            },
        };
    }

    /// <inheritdoc/>
    protected override async Task<CaseOutcome> RunAsync(AutogrowParameters parameters, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        var files = target.Require<IDatabaseFiles>();
        var spec = parameters.Initialization.Database(context.DatabaseName, 1, parameters.InitialSize, parameters.Growth.Bytes);
        return await DatabaseCase.RunAsync(files, spec, async () =>
        {
            var clock = Stopwatch.StartNew();
            await files.CreateDatabaseAsync(spec, new Progress<double>(), cancellationToken);
            var setup = clock.Elapsed.TotalMilliseconds;
            var grown = await files.FillAndGrowAsync(spec, parameters.Growths, context.Progress, cancellationToken);
            var stalled = grown.Stalls.Sum(s => s.StallMs);
            return new CaseOutcome
            {
                ElapsedMs = stalled,
                AllocateMs = stalled,
                FillMs = grown.FillMs,
                FillBytes = grown.BytesWritten - grown.GrowthBytesWritten,
                ZeroMs = grown.GrowthBytesWritten > 0 ? stalled : null,
                ZeroedBytes = grown.GrowthBytesWritten,
                BytesWritten = grown.BytesWritten,

                // With IFI a growth writes nothing: its stall is allocation, with no meaningful MB/s.
                MeasuredBytes = grown.GrowthBytesWritten,
                IfiEffective = grown.IfiEffective,
                Note = grown.Note,
                Stalls = grown.Stalls,
                SetupMs = setup + grown.FillMs,
            };
        });
    }
}
