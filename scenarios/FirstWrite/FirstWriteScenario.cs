namespace Bench.Scenarios.FirstWrite;

/// <summary>
/// The price of IFI after the allocation: a data file is made ready by the IFI rule (allocated without writing, or
/// zeroed), then every byte of it is written once in page writes, as checkpoint writes new pages, and those writes are
/// timed. IFI saves the zeroing up front; on ext4 and XFS the first write-through write to each allocated-but-unwritten
/// region then also commits an extent conversion. The row's elapsed time is the page writes; making the file ready
/// (allocate_ms, log_zero_ms) comes before them and is not part of it.
/// </summary>
public sealed class FirstWriteScenario() : Scenario<FirstWriteParameters>(
    Describe.IfiCompared("firstwrite", "FIRST WRITES AFTER IFI", "Page writes into a data file just allocated without writing (IFI on) vs just zeroed (IFI off): what IFI costs later, at the first write of each region.") with
    {
        FirstWriteCost = true,
        Subject = id => $"a {ByteSize.Spoken(id.Number("size")!.Value)} data file in {ByteSize.Spoken(id.Number("page_write_size")!.Value)} writes",
    },
    [typeof(IFirstWriteProbe), typeof(IDatabaseFiles)],
    // In no profile: the profiles run on every target, and a server gives no hook to time its first writes apart.
    [])
{
    /// <inheritdoc/>
    protected override ScenarioPlan Plan(FirstWriteParameters parameters) => new(parameters.Size.Bytes + parameters.Initialization.LogSize.Bytes);

    /// <inheritdoc/>
    protected override async Task<CaseOutcome> RunAsync(FirstWriteParameters parameters, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        var probe = target.Require<IFirstWriteProbe>();
        var spec = parameters.Initialization.Database(context.DatabaseName, 1, parameters.Size);
        return await DatabaseCase.RunAsync(target.Require<IDatabaseFiles>(), spec, async () =>
        {
            var done = await probe.WriteFirstAsync(spec, checked((int)parameters.PageWriteSize.Bytes), context.Progress, cancellationToken);
            var created = done.Create;
            return CreateCase.Outcome(done.WriteMs, created, zeroing: true) with
            {
                MeasuredBytes = done.PageBytes,
                FillMs = done.WriteMs,
                FillBytes = done.PageBytes,
                BytesWritten = created.BytesWritten + done.PageBytes,
                SetupMs = created.AllocateMs + created.LogZeroMs,
            };
        });
    }
}
